/** A page another part of the team fills in later: shows its title only. */
import type { ComponentType } from 'react';
import { useT } from '../shared/i18n/useT';
import type { DictKey } from '../shared/i18n/ru';
import { useDocumentTitle } from '../shared/ui/PageTitle';

export function placeholder(title: DictKey | { admin: string }): ComponentType {
  function PlaceholderPage() {
    const t = useT();
    const text = typeof title === 'string' ? t(title) : title.admin;
    useDocumentTitle(text);
    return (
      <section className="page">
        <h1 className="page__title">{text}</h1>
      </section>
    );
  }
  PlaceholderPage.displayName = `Placeholder(${typeof title === 'string' ? title : title.admin})`;
  return PlaceholderPage;
}
