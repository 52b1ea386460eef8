-- Official rates of the National Bank of Ukraine: every day's rates kept (history), the admin's choice per
-- currency (manual, today's behaviour, or NBU plus a markup in percent), and how the last fetch went.
-- currency_rates keeps the manual rates; effective_rates is what orders and shoppers are priced with.
CREATE TABLE nbu_rates (
  currency text NOT NULL,
  rate_date date NOT NULL,
  rate numeric(14, 6) NOT NULL CHECK (rate > 0),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (currency, rate_date)
);

CREATE TABLE rate_sources (
  currency text PRIMARY KEY CHECK (currency IN ('USD', 'EUR')),
  source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'nbu')),
  markup_percent numeric(6, 2) NOT NULL DEFAULT 0 CHECK (markup_percent BETWEEN -50 AND 100)
);
INSERT INTO rate_sources (currency) VALUES ('USD'), ('EUR');

CREATE TABLE nbu_fetches (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  attempted_at timestamptz NOT NULL,
  succeeded_at timestamptz,
  error text
);

-- A currency on NBU takes its latest official rate plus the markup; without any official rate yet, the manual one.
CREATE VIEW effective_rates AS
  WITH latest AS (
    SELECT DISTINCT ON (currency) currency, rate FROM nbu_rates ORDER BY currency, rate_date DESC
  ), nbu AS (
    SELECT s.currency, round(l.rate * (1 + s.markup_percent / 100), 4) AS rate
    FROM rate_sources s JOIN latest l USING (currency)
    WHERE s.source = 'nbu'
  )
  SELECT c.id,
    COALESCE((SELECT rate FROM nbu WHERE currency = 'USD'), c.usd) AS usd,
    COALESCE((SELECT rate FROM nbu WHERE currency = 'EUR'), c.eur) AS eur
  FROM currency_rates c;
