/** The admin screens' square icon button: an accessible label, a tooltip, and a red variant for deletion. */
import { Icon, type IconName } from '../../../shared/ui/Icon';

interface IconButtonProps {
  icon: IconName;
  label: string;
  title: string;
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
}

export function IconButton({ icon, label, title, danger, disabled, onClick }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`admin-icon-btn${danger ? ' admin-icon-btn--danger' : ''}`}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}
