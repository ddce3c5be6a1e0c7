-- Fulfilment (issue 15): one shipment per order, booked with the logistics aggregator once the order is to_ship, and
-- its tracking events as the aggregator reports them (webhooks, or the scheduled job's tracking refresh).
CREATE TABLE shipments (
  id            INTEGER PRIMARY KEY,
  order_id      INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  provider      TEXT NOT NULL,
  -- The aggregator's booking id: its tracking API is asked by it.
  provider_ref  TEXT NOT NULL,
  courier       TEXT NOT NULL,
  tracking_no   TEXT NOT NULL UNIQUE,
  -- The latest event's code (by event time, not by arrival: webhooks may come out of order).
  status        TEXT NOT NULL DEFAULT 'booked'
                CHECK (status IN ('booked', 'picked_up', 'in_transit', 'sorting_centre', 'out_for_delivery', 'delivered')),
  booked_at     INTEGER NOT NULL,
  delivered_at  INTEGER
);

-- Codes only: the pages translate them (tracking.event.<code>); description is the courier's own note, as sent.
CREATE TABLE shipment_events (
  id           INTEGER PRIMARY KEY,
  shipment_id  INTEGER NOT NULL REFERENCES shipments(id),
  code         TEXT NOT NULL CHECK (code IN ('picked_up', 'in_transit', 'sorting_centre', 'out_for_delivery', 'delivered')),
  description  TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  location     TEXT NOT NULL DEFAULT '' CHECK (length(location) <= 100),
  at           INTEGER NOT NULL,
  -- A replayed webhook, or the same event seen again by the tracking refresh, is stored once.
  UNIQUE (shipment_id, code, at)
);
CREATE INDEX shipment_events_by_shipment ON shipment_events (shipment_id, at);

-- The development stand-in's bookings (functions/dev/logistics.ts): its events are due at fixed steps after booked_at,
-- except those the control page played early (forced: a JSON array, by step, of the time each was played).
CREATE TABLE dev_logistics_bookings (
  tracking_no   TEXT PRIMARY KEY,
  booking_id    TEXT NOT NULL UNIQUE,
  reference_id  TEXT NOT NULL,
  courier       TEXT NOT NULL,
  destination   TEXT NOT NULL,
  booked_at     INTEGER NOT NULL,
  forced        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(forced))
);
