/** /catalog/{id} and /product/{id}: fetch the item, then go to its slug address (the Russian slug; /ua keeps its own). */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { Catalog, Product } from '../../shared/api/types';
import { useLang, useT } from '../../shared/i18n/useT';
import { catalogPath, productPath } from '../../shared/lang/itemPaths';
import { Spinner } from '../../shared/ui/Spinner';

export default function IdRedirectPage({ kind }: { kind: 'catalog' | 'product' }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const url =
    kind === 'catalog'
      ? `/api/catalogs/catalog/${encodeURIComponent(id)}`
      : `/api/products/product/${encodeURIComponent(id)}`;
  const { data } = useSWR<{ catalog?: Catalog; product?: Product }>(url);
  const item = data?.catalog ?? data?.product;
  useEffect(() => {
    if (!item) return;
    navigate(kind === 'catalog' ? catalogPath(item, lang) : productPath(item, lang), { replace: true });
  }, [item, kind, lang, navigate]);
  return <Spinner label={t('loading')} />;
}
