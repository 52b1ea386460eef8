/** Image upload: a modal with a file input; the file goes to POST /api/image?ratio=... and the result comes back. */
import { useId, useState } from 'react';
import type { ImageSet } from '@shop/shared/src/domain';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG } from '@shop/shared/src/image-limit';
import { errorMessage } from '../../../shared/api/apiFetch';
import { Modal } from '../../../shared/ui/Modal';
import { FormError } from './AdminPage';
import { uploadImage } from './api';

interface ImageUploadModalProps {
  open: boolean;
  ratio?: string;
  onClose(): void;
  onUploaded(image: ImageSet): void;
}

export function ImageUploadModal({ open, ratio, onClose, onUploaded }: ImageUploadModalProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = (picked: File | null) => {
    setFile(picked);
    setError(picked && picked.size > IMAGE_MAX_BYTES ? IMAGE_TOO_BIG : null);
  };
  const close = () => {
    pick(null);
    onClose();
  };
  const send = async () => {
    if (!file || error) return;
    setBusy(true);
    try {
      onUploaded(await uploadImage(file, ratio));
      close();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title="Загрузка изображения" onClose={close}>
      <label htmlFor={id} className="admin-field__label">
        Файл изображения (JPEG, PNG, WebP; до 10 МБ){ratio ? `, пропорции ${ratio}` : ''}
      </label>
      <input
        id={id}
        className="admin-file"
        type="file"
        accept="image/*"
        onChange={(e) => pick(e.target.files?.[0] ?? null)}
      />
      <FormError message={error} />
      <div className="modal__actions">
        <button
          type="button"
          className="modal__btn modal__btn--primary"
          disabled={!file || !!error || busy}
          onClick={send}
        >
          {busy ? 'Загрузка…' : 'Загрузить'}
        </button>
        <button type="button" className="modal__btn" onClick={close}>
          Отмена
        </button>
      </div>
    </Modal>
  );
}

interface ImageFieldProps {
  label: string;
  image: Partial<ImageSet> | null | undefined;
  ratio?: string;
  onChange(image: ImageSet | null): void;
}

/** One image with upload and remove buttons. */
export function ImageField({ label, image, ratio, onChange }: ImageFieldProps) {
  const [open, setOpen] = useState(false);
  const src = image?.md || image?.sm || image?.lg;
  return (
    <div className="admin-field">
      <span className="admin-field__label">{label}</span>
      <div className="admin-image">
        {src ? (
          <img className="admin-image__preview" src={src} alt="" />
        ) : (
          <div className="admin-image__empty">Нет изображения</div>
        )}
        <div className="admin-image__buttons">
          <button type="button" className="admin-btn" onClick={() => setOpen(true)}>
            {src ? 'Заменить изображение' : 'Загрузить изображение'}
          </button>
          {src && (
            <button type="button" className="admin-btn admin-btn--ghost" onClick={() => onChange(null)}>
              Убрать
            </button>
          )}
        </div>
      </div>
      <ImageUploadModal open={open} ratio={ratio} onClose={() => setOpen(false)} onUploaded={onChange} />
    </div>
  );
}
