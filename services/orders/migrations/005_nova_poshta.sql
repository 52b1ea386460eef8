-- The shop's copy of Nova Poshta's directories (Nova Poshta asks clients to keep one: settlements refreshed
-- monthly, branches daily). Checkout searches this copy, so it is fast and keeps working while Nova Poshta is
-- down. Names in Ukrainian (Nova Poshta's own) and Russian.
CREATE TABLE np_settlements (
  ref text PRIMARY KEY,
  name_ua text NOT NULL,
  name_ru text NOT NULL,
  type_ua text NOT NULL DEFAULT '',
  type_ru text NOT NULL DEFAULT '',
  area_ua text NOT NULL DEFAULT '',
  area_ru text NOT NULL DEFAULT '',
  region_ua text NOT NULL DEFAULT '',
  region_ru text NOT NULL DEFAULT '',
  -- What a shopper's typing is compared with: lower case, ё as е, every apostrophe as '.
  key_ua text NOT NULL,
  key_ru text NOT NULL,
  warehouses integer NOT NULL DEFAULT 0,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX np_settlements_key_ua ON np_settlements (key_ua text_pattern_ops);
CREATE INDEX np_settlements_key_ru ON np_settlements (key_ru text_pattern_ops);

-- Branches, parcel lockers and points in shops, by the settlement they are in.
CREATE TABLE np_warehouses (
  ref text PRIMARY KEY,
  settlement_ref text NOT NULL,
  number text NOT NULL,
  category text NOT NULL,
  name_ua text NOT NULL,
  name_ru text NOT NULL,
  address_ua text NOT NULL DEFAULT '',
  address_ru text NOT NULL DEFAULT '',
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX np_warehouses_of_settlement ON np_warehouses (settlement_ref, number);

-- When each directory was last copied whole, and the last failure (shown to nobody, kept for the log).
CREATE TABLE np_refreshes (
  directory text PRIMARY KEY CHECK (directory IN ('settlements', 'warehouses')),
  refreshed_at timestamptz,
  rows integer NOT NULL DEFAULT 0,
  failed_at timestamptz,
  error text
);
INSERT INTO np_refreshes (directory) VALUES ('settlements'), ('warehouses');
