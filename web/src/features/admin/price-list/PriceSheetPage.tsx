/**
 * /price_sheet: the admin downloads the prices of the whole catalog, a catalog or a brand as an editable XLSX,
 * uploads it edited, sees what would change (changed, unknown and invalid rows with their numbers) and applies.
 */
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../shared/api/apiFetch';
import { useLang } from '../../../shared/i18n/useT';
import { toast } from '../../../shared/ui/toast';
import { AdminPage, FormError } from '../common/AdminPage';
import { refreshProducts } from '../common/api';
import { useBrands, useCatalogs } from '../common/useAdminData';
import { downloadSheet, MAX_SHEET_BYTES, uploadSheet, type SheetReport } from './priceSheetApi';
import { SheetReportView } from './SheetReportView';
import { priceSheetTexts, type PriceSheetTexts } from './priceSheetTexts';
import './priceSheet.css';

function ExportSection({ t }: { t: PriceSheetTexts }) {
  const catalogs = useCatalogs().data ?? [];
  const brands = useBrands().data ?? [];
  const [scope, setScope] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadSheet(scope).catch((err) => toast.error(errorMessage(err)));
    setBusy(false);
  };
  return (
    <section className="price-sheet__section" aria-labelledby="price-sheet-export">
      <h2 id="price-sheet-export">{t.exportTitle}</h2>
      <p className="price-sheet__hint">{t.exportHint}</p>
      <div className="price-sheet__row">
        <label>
          {t.scope}{' '}
          <select className="admin-input" value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="">{t.all}</option>
            <optgroup label={t.catalogs}>
              {catalogs.map((c) => (
                <option key={c._id} value={`catalogId=${c._id}`}>
                  {c.name.ru}
                </option>
              ))}
            </optgroup>
            <optgroup label={t.brands}>
              {brands.map((b) => (
                <option key={b._id} value={`brandId=${b._id}`}>
                  {b.name.ru}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <button type="button" className="admin-btn" onClick={download} disabled={busy}>
          {busy ? t.downloading : t.download}
        </button>
      </div>
    </section>
  );
}

function ImportSection({ t }: { t: PriceSheetTexts }) {
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<SheetReport>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'' | 'checking' | 'applying'>('');
  const send = async (chosen: File, apply: boolean) => {
    setBusy(apply ? 'applying' : 'checking');
    setError('');
    try {
      const answer = await uploadSheet(chosen, apply);
      setReport(answer);
      if (apply) await refreshProducts();
    } catch (err) {
      setReport(undefined);
      setError(errorMessage(err));
    } finally {
      setBusy('');
    }
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setFile(chosen);
    setReport(undefined);
    if (!chosen) return;
    if (chosen.size > MAX_SHEET_BYTES) return setError(t.tooLarge);
    void send(chosen, false);
  };
  return (
    <section className="price-sheet__section" aria-labelledby="price-sheet-import">
      <h2 id="price-sheet-import">{t.importTitle}</h2>
      <p className="price-sheet__hint">{t.importHint}</p>
      <label className="price-sheet__row">
        {t.file}{' '}
        <input
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={choose}
        />
      </label>
      {busy === 'checking' && <p role="status">{t.checking}</p>}
      <FormError message={error} />
      {report && <SheetReportView t={t} report={report} />}
      {report && !report.applied && file && (
        <button
          type="button"
          className="admin-btn price-sheet__apply"
          disabled={!report.changed.length || busy !== ''}
          onClick={() => void send(file, true)}
        >
          {busy === 'applying' ? t.applying : report.changed.length ? t.apply(report.changed.length) : t.nothing}
        </button>
      )}
    </section>
  );
}

export default function PriceSheetPage() {
  const t = priceSheetTexts(useLang());
  return (
    <AdminPage title={t.title}>
      <div className="price-sheet">
        <ExportSection t={t} />
        <ImportSection t={t} />
      </div>
    </AdminPage>
  );
}
