/** /edit_information: every section in ru and ua; a failed save shows the message and stays, success goes home. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite, refreshKey } from '../common/api';
import { BiField } from '../common/BiField';
import { useInformation } from '../common/useAdminData';
import { INFORMATION_SECTIONS, informationError, toDraft, type InformationDraft } from './informationForm';

export default function InformationPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useInformation();
  const [draft, setDraft] = useState<InformationDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!isLoading) setDraft((d) => d ?? toDraft(data));
  }, [data, isLoading]);

  const save = async () => {
    if (!draft) return;
    const invalid = informationError(draft);
    setError(invalid);
    if (invalid) return void toast.error(invalid);
    setSaving(true);
    const saved = await adminWrite('/api/information', { method: 'POST', body: draft });
    setSaving(false);
    if (!saved) return;
    toast.success('Информация сохранена');
    await refreshKey('/api/information');
    navigate('/');
  };

  return (
    <AdminPage title="Информация" onSave={save} saving={saving}>
      {draft ? (
        <div className="admin-card">
          {INFORMATION_SECTIONS.map(([key, label]) => (
            <BiField
              key={key}
              label={label}
              multiline
              rows={key === 'address' || key === 'workingHours' ? 2 : 5}
              value={draft[key]}
              invalid={!!error}
              onChange={(text) => setDraft({ ...draft, [key]: text })}
            />
          ))}
          <FormError message={error} />
        </div>
      ) : (
        <Spinner />
      )}
    </AdminPage>
  );
}
