-- Product counts per catalog and brand (sidebar) read this narrow index instead of the wide product rows.
CREATE INDEX products_catalog_brand ON products (catalog_id, brand_id);
