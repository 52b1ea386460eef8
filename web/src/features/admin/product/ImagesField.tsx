/** Product images: upload (added at the end), move left/right (the first is the main image), remove. */
import { useState } from 'react';
import type { ImageSet } from '@shop/shared/src/domain';
import { Icon } from '../../../shared/ui/Icon';
import { ImageUploadModal } from '../common/ImageUpload';
import { moveImage } from './productForm';

export const PRODUCT_IMAGE_RATIO = '1:1';

export function ImagesField({ images, onChange }: { images: ImageSet[]; onChange(images: ImageSet[]): void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="admin-card">
      <div className="admin-row" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 className="admin-card__title">Изображения ({images.length})</h2>
        <button type="button" className="admin-btn" onClick={() => setOpen(true)}>
          Загрузить изображение
        </button>
      </div>
      {images.length ? (
        <ol className="product-images">
          {images.map((img, i) => (
            <li key={img.lg + i} className="product-images__item">
              <img src={img.sm || img.md} alt={`Изображение ${i + 1}`} />
              {i === 0 && <span className="product-images__main">Главное</span>}
              <div className="product-images__tools">
                <button
                  type="button"
                  className="admin-icon-btn"
                  aria-label={`Изображение ${i + 1} влево`}
                  disabled={i === 0}
                  onClick={() => onChange(moveImage(images, i, -1))}
                >
                  <Icon name="back" size={18} />
                </button>
                <button
                  type="button"
                  className="admin-icon-btn admin-icon-btn--danger"
                  aria-label={`Удалить изображение ${i + 1}`}
                  onClick={() => onChange(images.filter((_, j) => j !== i))}
                >
                  <Icon name="trash" size={18} />
                </button>
                <button
                  type="button"
                  className="admin-icon-btn"
                  aria-label={`Изображение ${i + 1} вправо`}
                  disabled={i === images.length - 1}
                  onClick={() => onChange(moveImage(images, i, 1))}
                >
                  <Icon name="next" size={18} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-empty">Изображений пока нет</p>
      )}
      <ImageUploadModal
        open={open}
        ratio={PRODUCT_IMAGE_RATIO}
        onClose={() => setOpen(false)}
        onUploaded={(img) => onChange([...images, img])}
      />
    </div>
  );
}
