-- The shop's own contacts as the admin sets them (one record): name, phones, map location. The address and the
-- working hours stay on the information page, their one source.
CREATE TABLE shop_contacts (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
