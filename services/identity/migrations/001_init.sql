-- Users: one per phone; a messenger id links a Telegram or Viber account to it.
CREATE TABLE users (
  id text PRIMARY KEY,
  user_name text NOT NULL DEFAULT '',
  phone text NOT NULL UNIQUE,
  auth_method text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  delivery jsonb NOT NULL DEFAULT '{}'::jsonb,
  telegram_id text UNIQUE,
  viber_id text UNIQUE,
  lang text NOT NULL DEFAULT 'ru',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-in keys made by the login page: born when the page registers them, confirmed by a bot, used once.
CREATE TABLE auth_keys (
  key text PRIMARY KEY,
  lang text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the messenger account that opened the link and still has to share its phone
  pending_channel text,
  pending_messenger_id text,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  confirmed_at timestamptz,
  used_at timestamptz
);
CREATE INDEX auth_keys_pending ON auth_keys (pending_channel, pending_messenger_id, created_at DESC)
  WHERE user_id IS NULL;

CREATE TABLE sessions (
  sid text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Rate limiting shared by every replica: attempts per client address and action in fixed one-minute windows.
CREATE TABLE rate_limits (
  action text NOT NULL,
  ip text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (action, ip, window_start)
);

-- Messages to send through a messenger, written by event consumers and delivered with retries.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  chat_id text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE sent_at IS NULL;
