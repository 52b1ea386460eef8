-- The sales figures of the admin's dashboard, from orders.order.placed only: each sale's language and delivery
-- (pickup or not; null for events of before), and its lines (product, brand, pieces, UAH) by day.
ALTER TABLE sales ADD COLUMN lang text, ADD COLUMN pickup boolean;
DROP INDEX sales_day;
CREATE INDEX sales_day ON sales (day) INCLUDE (orders, amount, lang, pickup);

CREATE TABLE sale_lines (
  event_id text NOT NULL REFERENCES sales (event_id) ON DELETE CASCADE,
  position integer NOT NULL,
  day date NOT NULL,
  product_id text NOT NULL,
  product_name jsonb NOT NULL,
  brand_id text,
  brand_name jsonb,
  qnt integer NOT NULL,
  amount numeric(16, 2) NOT NULL,
  PRIMARY KEY (event_id, position)
);
CREATE INDEX sale_lines_day ON sale_lines (day) INCLUDE (product_id, brand_id, qnt, amount);
-- The latest name of a product or brand among the top ten.
CREATE INDEX sale_lines_product ON sale_lines (product_id, day DESC);
CREATE INDEX sale_lines_brand ON sale_lines (brand_id, day DESC) WHERE brand_id IS NOT NULL;
