-- Waybills the shop created at Nova Poshta for its orders (InternetDocument.save). A row is claimed before
-- Nova Poshta is asked, so two clicks never make two waybills; number and ref are filled in by its answer, and a
-- refused call frees the claim. Goes with its order.
CREATE TABLE order_waybills (
  order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  claimed_by text NOT NULL,
  number text CHECK (number ~ '^[0-9]{14}$'),
  ref text,
  cash_on_delivery numeric(12, 2),
  created_at timestamptz,
  CHECK ((number IS NULL) = (ref IS NULL) AND (number IS NULL) = (created_at IS NULL))
);
