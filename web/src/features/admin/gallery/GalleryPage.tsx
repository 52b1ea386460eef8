/** /edit_gallery: cards with image and description; add or edit, move left/right (swaps order numbers), delete with Да / Нет. */
import { useState } from 'react';
import type { Bilingual, ImageSet } from '@shop/shared/src/domain';
import type { GalleryCard } from '../../../shared/api/types';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { toast } from '../../../shared/ui/toast';
import { IconButton } from '../common/IconButton';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite } from '../common/api';
import { BiField, emptyBi } from '../common/BiField';
import { ImageField } from '../common/ImageUpload';
import { useGallery } from '../common/useAdminData';
import { sortCards, swapWithNeighbour } from './galleryOrder';
import './gallery.css';

interface CardDraft {
  _id?: string;
  description: Bilingual;
  image: Partial<ImageSet> | null;
}

const IMAGE_MESSAGE = 'Загрузите изображение';
const GALLERY_RATIO = '4:3';

interface CardViewProps {
  card: GalleryCard;
  first: boolean;
  last: boolean;
  current: boolean;
  onMove(direction: -1 | 1): void;
  onEdit(): void;
  onDelete(): void;
}

function CardView({ card, first, last, current, onMove, onEdit, onDelete }: CardViewProps) {
  return (
    <li className={`gallery-admin__card${current ? ' is-current' : ''}`}>
      <img src={card.image.md} alt="" />
      <p className="gallery-admin__text">{card.description.ru || <em>Без описания</em>}</p>
      <div className="gallery-admin__tools">
        <IconButton icon="back" label="Переместить влево" title="Влево" disabled={first} onClick={() => onMove(-1)} />
        <IconButton icon="edit" label="Редактировать" title="Редактировать" onClick={onEdit} />
        <IconButton icon="trash" label="Удалить" title="Удалить" danger onClick={onDelete} />
        <IconButton icon="next" label="Переместить вправо" title="Вправо" disabled={last} onClick={() => onMove(1)} />
      </div>
    </li>
  );
}

const emptyCard = (): CardDraft => ({ description: emptyBi(), image: null });

export default function GalleryPage() {
  const { data = [], mutate } = useGallery();
  const cards = sortCards(data);
  const [draft, setDraft] = useState<CardDraft>(emptyCard);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<GalleryCard | null>(null);

  const save = async () => {
    if (!draft.image?.lg || !draft.image.md) return (setError(IMAGE_MESSAGE), void toast.error(IMAGE_MESSAGE));
    setError(null);
    setSaving(true);
    const saved = await adminWrite('/api/gallery', {
      method: 'POST',
      body: { id: draft._id ?? null, description: draft.description, image: draft.image },
    });
    setSaving(false);
    if (!saved) return;
    toast.success(draft._id ? 'Карточка сохранена' : 'Карточка добавлена');
    setDraft(emptyCard());
    await mutate();
  };

  const move = async (card: GalleryCard, direction: -1 | 1) => {
    const pair = swapWithNeighbour(cards, card._id, direction);
    if (!pair) return;
    const body = { cards: pair.map(({ _id, order }) => ({ _id, order })) };
    const next = await adminWrite<GalleryCard[]>('/api/gallery/cards', { method: 'POST', body });
    if (next) await mutate(next, { revalidate: false });
  };

  const remove = async () => {
    const card = toDelete;
    setToDelete(null);
    if (!card || !(await adminWrite(`/api/gallery/${card._id}`, { method: 'DELETE' }))) return;
    toast.success('Карточка удалена');
    if (draft._id === card._id) setDraft(emptyCard());
    await mutate();
  };

  return (
    <AdminPage title="Галерея" onSave={save} saving={saving}>
      <div className="admin-card">
        <h2 className="admin-card__title">{draft._id ? 'Редактирование карточки' : 'Новая карточка'}</h2>
        <div className="admin-columns">
          <BiField
            label="Описание"
            multiline
            rows={3}
            value={draft.description}
            onChange={(description) => setDraft({ ...draft, description })}
          />
          <ImageField
            label="Фото"
            image={draft.image}
            ratio={GALLERY_RATIO}
            onChange={(image) => setDraft({ ...draft, image })}
          />
        </div>
        <FormError message={error} />
        {draft._id && (
          <button type="button" className="admin-btn admin-btn--ghost" onClick={() => setDraft(emptyCard())}>
            Новая карточка
          </button>
        )}
      </div>
      {cards.length ? (
        <ol className="gallery-admin" aria-label="Карточки галереи по порядку">
          {cards.map((card, i) => (
            <CardView
              key={card._id}
              card={card}
              first={i === 0}
              last={i === cards.length - 1}
              current={draft._id === card._id}
              onMove={(direction) => move(card, direction)}
              onEdit={() => setDraft({ _id: card._id, description: { ...card.description }, image: card.image })}
              onDelete={() => setToDelete(card)}
            />
          ))}
        </ol>
      ) : (
        <p className="admin-empty">Карточек пока нет</p>
      )}
      {toDelete && <ConfirmDialog text="Удалить карточку из галереи?" onYes={remove} onNo={() => setToDelete(null)} />}
    </AdminPage>
  );
}
