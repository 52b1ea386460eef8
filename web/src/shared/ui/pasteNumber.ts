/** The paste handler of a phone field: a whole pasted number takes the mask in place of the field's number. */
import type { ClipboardEvent } from 'react';
import { pastedPhone } from '../format/phone';

export const pasteNumber =
  (setPhone: (phone: string) => void) =>
  (e: ClipboardEvent<HTMLInputElement>): void => {
    const phone = pastedPhone(e.clipboardData.getData('text'));
    if (phone === null) return;
    e.preventDefault();
    setPhone(phone);
  };
