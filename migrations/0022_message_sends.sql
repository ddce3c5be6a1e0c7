-- Messages to shoppers handed to the messaging Queue (issue 25), one row per send in the country's database: what
-- was sent where, and what became of it. The content (a one-time code) is kept only on WhatsApp rows and only until
-- Meta reports the message delivered or failed, or the code expires: a failure report needs it to send the SMS
-- instead. The scheduled job deletes rows after a day.
CREATE TABLE message_sends (
  id          TEXT PRIMARY KEY,
  channel     TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  recipient   TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'delivered', 'failed', 'dead')),
  provider_id TEXT,
  fallback_of TEXT,
  payload     TEXT,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX message_sends_recipient ON message_sends(recipient, created_at);
CREATE INDEX message_sends_created ON message_sends(created_at);
