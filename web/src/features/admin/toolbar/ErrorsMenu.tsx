/** The errors menu: open the errors file in a new tab, or clear it (DELETE /api/error). */
import { apiFetch } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';
import { useDropdown } from './useDropdown';

export function ErrorsMenu() {
  const { open, toggle, setOpen, ref } = useDropdown<HTMLDivElement>();
  const clear = async () => {
    setOpen(false);
    try {
      await apiFetch('/api/error', { method: 'DELETE' });
      toast.success('Файл ошибок очищен');
    } catch {
      toast.error('Ошибка при очистке ошибок');
    }
  };
  return (
    <div className="admin-dropdown" ref={ref}>
      <button type="button" className="admin-toolbar__link" aria-expanded={open} onClick={toggle}>
        Ошибки ▾
      </button>
      {open && (
        <div className="admin-dropdown__panel admin-dropdown__menu" role="menu">
          <a
            role="menuitem"
            href="/errors/errors.txt"
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            Открыть файл ошибок
          </a>
          <button type="button" role="menuitem" onClick={clear}>
            Очистить файл ошибок
          </button>
        </div>
      )}
    </div>
  );
}
