/**
 * Admin edit and delete icons of a catalog or product page; delete asks Да / Нет, shows the server's message on
 * failure, and on success says so and leaves the deleted item's page for `leaveTo` before the lists refresh.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useUser } from '../../app/user/UserContext';
import { apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { useT } from '../../shared/i18n/useT';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/Icon';
import { toast } from '../../shared/ui/toast';

/**
 * Refreshes every cached catalog and product list (sidebar, brands, a catalog's products) after a change; the
 * reads of a deleted item (`except`, its id) are left alone: they would only answer that it is gone.
 */
export function useRefreshNavbar() {
  const { mutate } = useSWRConfig();
  return (except?: string) =>
    mutate((key) => {
      const url = Array.isArray(key) ? key[0] : key;
      if (except && JSON.stringify(key).includes(except)) return false;
      return typeof url === 'string' && /^\/api\/(catalogs|brands|products\/(showcase|catalog))/.test(url);
    });
}

interface AdminActionsProps {
  editTo: string;
  deleteUrl: string;
  label: string;
  /** the deleted item's id: its own reads are not refreshed */
  id: string;
  /** where to go after a delete (the parent catalog, or home) */
  leaveTo: string;
  deletedText: string;
}

export function AdminActions({ editTo, deleteUrl, label, id, leaveTo, deletedText }: AdminActionsProps) {
  const t = useT();
  const navigate = useNavigate();
  const refresh = useRefreshNavbar();
  const { isAdmin } = useUser();
  const [asking, setAsking] = useState(false);
  if (!isAdmin) return null;

  const remove = async () => {
    setAsking(false);
    try {
      await apiFetch(deleteUrl, { method: 'DELETE' });
      toast.success(deletedText);
      navigate(leaveTo);
      await refresh(id);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <div className="admin-actions">
      <Link to={editTo} className="icon-btn" aria-label={`${t('edit')}: ${label}`} title={t('edit')}>
        <Icon name="edit" />
      </Link>
      <button
        type="button"
        className="icon-btn icon-btn--danger"
        aria-label={`${t('delete')}: ${label}`}
        title={t('delete')}
        onClick={() => setAsking(true)}
      >
        <Icon name="trash" />
      </button>
      {asking && (
        <ConfirmDialog text={`${t('confirmDelete')} «${label}»`} onYes={remove} onNo={() => setAsking(false)} />
      )}
    </div>
  );
}
