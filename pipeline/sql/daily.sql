-- The daily summing: one transactions file (Date,State,Amount, or Date,State,Amount,Channel), read
-- straight from the CSV and summed to one row per (state, day, channel) of the study's range: 1 January
-- of the year before the tax year through 31 December of the tax year, or, in a study with exposure,
-- 1 January of firstYear - 1 through asOf (TRANSACTIONS.md, Inputs and Scale; EXPOSURE.md, Inputs).
--
-- Parameters: $file, the path of the CSV file; $first and $last, the first and last day read
-- (YYYY-MM-DD). The variable channel_column (SET VARIABLE) says whether the file has the Channel
-- column: a variable, not a parameter, so that the branch for the other layout is pruned when the
-- query is planned and the file is read once, by the reader of its own layout.
-- Needs the ENUM type us_state (the US states, DC and PR), created by the reader before this runs.
--
-- A row the CSV reader cannot read as State us_state (a wrong field count, broken quoting, an unknown
-- state code, a row over max_line_size, a byte that is not UTF-8) stops the query; the reader then
-- locates every problem of the file by line (sales-lines.ts). DuckDB's own rejects table would name
-- lines too, but keeping it costs every sound file a few per cent of its reading.
-- Date is read as text and checked once per (date, state, channel) summed, not once per row: it must be
-- YYYY-MM-DD exactly and a day of the calendar. DuckDB's DATE would also take 2024-1-5, 2024/01/05,
-- 2024-01-05 BC, a time after the date, spaces, infinity and epoch; a dateformat would not make it
-- strict (%m takes 1-5 too). Only that one form passes, so each day has one spelling and grouping by the
-- text groups by day.
-- DuckDB also reads a row with trailing empty fields (2024-01-05,NY,4.50,) as its first three.
-- Amount is read as text on purpose: DECIMAL(18,2) would round 12.345 to 12.35, so the amount is
-- checked here to be a plain decimal with at most two places and within the largest amount a study may
-- hold, 999999999999.99 either side of zero (pipeline/limits.ts), and only then converted, exactly.
-- Channel is read as text and checked here too (a blank cell, which DuckDB reads as NULL, is Direct).
--
-- Rows out (columns kind, state, day, channel, sales, transactions, rows), by kind, a day's totals
-- first, by state, day and channel, as numbers: the reader receives over a million of them for six
-- years of 52 states and five channels, and text takes it far longer:
--   NULL       a day's totals: state (its place in us_state, from 0), day (days since 1970-01-01),
--              channel (0 Direct, 1 Marketplace, 2 Exempt, 3 Resale, 4 Not Taxable), sales (net, in
--              cents, a DOUBLE that holds it exactly; NULL beyond 2^53 cents, far beyond the study's
--              limit on dated sales, which the reader holds these totals to), transactions (rows with
--              an amount above zero)
--   'outside'  rows: readable rows dated outside the range (left out, not errors)
--   'invalid'  rows: rows with an empty or malformed date, an empty state, an amount that is not a plain
--              decimal within the limit, or an unknown channel; the reader then locates every problem
--              by line
WITH source AS (
  SELECT "Date", "State", "Amount", NULL AS "Channel"
  FROM read_csv($file,
    header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    max_line_size = 1048576,
    columns = {'Date': 'VARCHAR', 'State': 'us_state', 'Amount': 'VARCHAR'})
  WHERE NOT getvariable('channel_column')
  UNION ALL
  SELECT "Date", "State", "Amount", "Channel"
  FROM read_csv($file,
    header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    max_line_size = 1048576,
    columns = {'Date': 'VARCHAR', 'State': 'us_state', 'Amount': 'VARCHAR', 'Channel': 'VARCHAR'})
  WHERE getvariable('channel_column')
),
transactions AS (
  SELECT
    "Date" AS date,
    "State" AS state,
    -- 0 Direct (also a blank cell), 1 Marketplace, 2 Exempt, 3 Resale, 4 Not Taxable; NULL for any other value.
    CASE coalesce("Channel", 'Direct') WHEN 'Direct' THEN 0 WHEN 'Marketplace' THEN 1 WHEN 'Exempt' THEN 2
      WHEN 'Resale' THEN 3 WHEN 'Not Taxable' THEN 4 END AS channel,
    CASE WHEN regexp_full_match("Amount", '-?0*[0-9]{1,12}(\.[0-9]{1,2})?')
      THEN CAST("Amount" AS DECIMAL(18, 2)) END AS amount
  FROM source
),
range AS (
  SELECT CAST($first AS DATE) AS first_day, CAST($last AS DATE) AS last_day
),
sums AS (
  SELECT
    date,
    state,
    channel,
    sum(amount) AS sales,
    count(*) FILTER (WHERE amount > 0) AS transactions,
    count(amount) AS readable,
    count(*) - count(amount) AS invalid
  FROM transactions
  GROUP BY date, state, channel
),
-- Materialized: the parts below read it, and the file must be read once. A date that is not YYYY-MM-DD
-- or no day of the calendar is NULL here, its rows invalid.
days AS MATERIALIZED (
  SELECT CASE WHEN regexp_full_match(date, '[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN try_cast(date AS DATE) END AS day, * EXCLUDE (date)
  FROM sums
)
SELECT NULL AS kind, CAST(enum_code(state) AS INTEGER) AS state, CAST(date_diff('day', DATE '1970-01-01', day) AS INTEGER) AS day,
  channel, CASE WHEN abs(sales) < 90071992547409.92 THEN CAST(sales * 100 AS DOUBLE) END AS sales,
  CAST(transactions AS INTEGER) AS transactions, NULL AS rows
FROM days, range
WHERE day BETWEEN first_day AND last_day AND state IS NOT NULL AND channel IS NOT NULL AND readable > 0
UNION ALL
SELECT 'outside', NULL, NULL, NULL, NULL, NULL, coalesce(sum(readable), 0)
FROM days, range
WHERE day IS NOT NULL AND state IS NOT NULL AND channel IS NOT NULL AND NOT (day BETWEEN first_day AND last_day)
UNION ALL
SELECT 'invalid', NULL, NULL, NULL, NULL, NULL,
  coalesce(sum(invalid + CASE WHEN day IS NULL OR state IS NULL OR channel IS NULL THEN readable ELSE 0 END), 0)
FROM days
ORDER BY kind NULLS FIRST, state, day, channel
