-- Every uploaded image: its three WebP files under MEDIA_DIR, named <id>-lg.webp, <id>-md.webp, <id>-sm.webp.
-- width and height are those of the lg file; bytes is the size of the three files together.
CREATE TABLE images (
  id text PRIMARY KEY,
  lg text NOT NULL,
  md text NOT NULL,
  sm text NOT NULL,
  ratio numeric,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
