-- The order lifecycle: every order has a status (existing orders start as new); a shipped one may carry its
-- Nova Poshta waybill.
ALTER TABLE orders
  ADD COLUMN status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'confirmed', 'shipped', 'delivered', 'cancelled')),
  ADD COLUMN waybill text CHECK (waybill ~ '^[0-9]{14}$');

-- Each change: who, when, why. Rows are only ever added; they go only with their order.
CREATE TABLE order_status_changes (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  previous_status text NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  by_id text NOT NULL,
  by_name text NOT NULL,
  comment text,
  waybill text
);
CREATE INDEX order_status_changes_of_order ON order_status_changes (order_id, id);

CREATE FUNCTION order_status_changes_append_only() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  -- Deleting the order itself (the spec's delete) takes its history with it; nothing else removes or edits it.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM orders WHERE id = OLD.order_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'order status history is append-only';
END $$;
CREATE TRIGGER order_status_changes_append_only BEFORE UPDATE OR DELETE ON order_status_changes
  FOR EACH ROW EXECUTE FUNCTION order_status_changes_append_only();

-- The admin's list: filtered by status and dates, found by order number, phone (its last digits) or surname
-- (its first letters), newest first, a page at a time, with 100,000 orders and more.
ALTER TABLE orders
  ADD COLUMN phone_digits text GENERATED ALWAYS AS (regexp_replace(delivery->>'phone', '[^0-9]', '', 'g')) STORED,
  ADD COLUMN surname_key text GENERATED ALWAYS AS (lower(delivery->>'surname')) STORED;
CREATE INDEX orders_status_newest ON orders (status, created_at DESC, count DESC);
CREATE INDEX orders_phone_tail ON orders (reverse(phone_digits) text_pattern_ops);
CREATE INDEX orders_surname ON orders (surname_key text_pattern_ops);
