-- Each order line keeps the UAH price of one piece as charged at the order's rates, beside the catalog's price
-- and currency. Lines of orders placed before have none: the service computes it from the order's stored rates.
ALTER TABLE order_items ADD COLUMN price_uah numeric(14, 2) CHECK (price_uah >= 0);
