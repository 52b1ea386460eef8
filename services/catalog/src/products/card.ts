/**
 * A product card (shared/src/product-card.ts) of the row `p` as its JSON, made by PostgreSQL: the lists keep and
 * send it as it comes. Read as columns, node-postgres parsed each card's JSON values and date and the catalog built
 * the card and wrote it out again. At 10,000 products a catalog's listing of 34 cards took 1.4-1.9 ms of the
 * catalog's CPU that way and 0.5-0.7 this way (its whole read 1.8-2.2 ms against 1.4-1.7: PostgreSQL writes the
 * JSON instead), a search's 20 cards 0.91 against 0.44. `createdAt` is written as Date's toISOString writes it,
 * the price range is the tree's lowest and highest leaf price (migration 009), null when none is priced.
 */
export const CARD_JSON = `json_build_object('_id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
  'images', p.images, 'brandId', p.brand_id, 'catalogId', p.catalog_id, 'currencyValue', p.currency_value,
  'priceRange', CASE WHEN p.price_min IS NOT NULL AND p.price_max IS NOT NULL
    THEN json_build_object('min', p.price_min, 'max', p.price_max) END,
  'isShowcase', p.is_showcase,
  'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;
