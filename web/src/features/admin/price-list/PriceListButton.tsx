/** "Прайс" button: builds and downloads the brand's price list (exceljs is fetched on the first click). */
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';

export function PriceListButton({ brandId, brandName }: { brandId: string; brandName: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { exportPriceList } = await import('./exportPriceList');
      await exportPriceList(brandId, brandName);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="admin-btn admin-btn--ghost"
      onClick={run}
      disabled={busy}
      title={`Скачать прайс ${brandName} (xlsx)`}
    >
      {busy ? 'Готовим…' : 'Прайс .xlsx'}
    </button>
  );
}
