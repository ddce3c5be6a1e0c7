-- Malaysia's federal territories by their names (issue 29, docs/decisions/malaysian-states.md): the address form listed
-- malaysia-postcodes' "Wp Kuala Lumpur", "Wp Labuan" and "Wp Putrajaya", and addresses stored them so. Every country's
-- database takes the same migrations; only Malaysian rows hold these names.
UPDATE addresses
  SET state = 'Wilayah Persekutuan ' || substr(state, 4)
  WHERE country = 'MY' AND state IN ('Wp Kuala Lumpur', 'Wp Labuan', 'Wp Putrajaya');
-- An order keeps the address it was placed with: the same place, named as the address book now names it.
UPDATE orders
  SET address = json_set(address, '$.state', 'Wilayah Persekutuan ' || substr(json_extract(address, '$.state'), 4))
  WHERE json_extract(address, '$.state') IN ('Wp Kuala Lumpur', 'Wp Labuan', 'Wp Putrajaya');
