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
-- The reader rejects, with their lines, the rows it cannot read as Date DATE, State us_state: wrong
-- field counts, broken quoting, impossible dates, unknown state codes (store_rejects: reject_errors).
-- DuckDB's DATE also takes unambiguous variants of YYYY-MM-DD (2024-1-5, 2024/01/05); they are read
-- as the dates they name. A dateformat would not make it strict (%m takes 1-5 too) and costs a fifth
-- of the reading time.
-- DuckDB also reads a row with trailing empty fields (2024-01-05,NY,4.50,) as its first three.
-- Amount is read as text on purpose: DECIMAL(18,2) would round 12.345 to 12.35, so the amount is
-- checked here to be a plain decimal with at most two places and only then converted, exactly.
-- Channel is read as text and checked here too (a blank cell, which DuckDB reads as NULL, is Direct):
-- DuckDB's reader names the wrong column when it rejects a value of an ENUM after a text column.
--
-- Rows out (columns kind, state, day, channel, sales, transactions, rows), by kind, a day's totals
-- first, by state, day and channel, as numbers: the reader receives over a million of them for six
-- years of 52 states and three channels, and text takes it far longer:
--   NULL       a day's totals: state (its place in us_state, from 0), day (days since 1970-01-01),
--              channel (0 Direct, 1 Marketplace, 2 Exempt), sales (net, in cents, a DOUBLE that holds
--              it exactly; NULL beyond 2^53 cents, which the reader refuses), transactions (rows with an
--              amount above zero)
--   'outside'  rows: readable rows dated outside the range (left out, not errors)
--   'invalid'  rows: rows with an empty date or state, an amount that is not a plain decimal, or an
--              unknown channel; the reader then locates them by line (daily-lines.sql)
WITH source AS (
  SELECT "Date", "State", "Amount", NULL AS "Channel"
  FROM read_csv($file,
    header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    store_rejects = true, rejects_limit = 1000,
    columns = {'Date': 'DATE', 'State': 'us_state', 'Amount': 'VARCHAR'})
  WHERE NOT getvariable('channel_column')
  UNION ALL
  SELECT "Date", "State", "Amount", "Channel"
  FROM read_csv($file,
    header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    store_rejects = true, rejects_limit = 1000,
    columns = {'Date': 'DATE', 'State': 'us_state', 'Amount': 'VARCHAR', 'Channel': 'VARCHAR'})
  WHERE getvariable('channel_column')
),
transactions AS (
  SELECT
    "Date" AS day,
    "State" AS state,
    -- 0 Direct (also a blank cell), 1 Marketplace, 2 Exempt; NULL for any other value.
    CASE coalesce("Channel", 'Direct') WHEN 'Direct' THEN 0 WHEN 'Marketplace' THEN 1 WHEN 'Exempt' THEN 2 END AS channel,
    CASE WHEN regexp_full_match("Amount", '-?[0-9]{1,16}(\.[0-9]{1,2})?')
      THEN CAST("Amount" AS DECIMAL(18, 2)) END AS amount
  FROM source
),
range AS (
  SELECT CAST($first AS DATE) AS first_day, CAST($last AS DATE) AS last_day
),
-- Materialized: the three parts below read it, and the file must be read once.
days AS MATERIALIZED (
  SELECT
    day,
    state,
    channel,
    sum(amount) AS sales,
    count(*) FILTER (WHERE amount > 0) AS transactions,
    count(amount) AS readable,
    count(*) - count(amount) AS invalid
  FROM transactions
  GROUP BY day, state, channel
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
