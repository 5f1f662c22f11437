-- Locates, by line as the user's editor shows it (the header is line 1), the values that the daily
-- summing (daily.sql, or daily-file.sql for a pre-summed file) could not take: an empty date or state,
-- an amount (or Sales) that is not a plain decimal with at most two places, an empty Transactions, and
-- a line ending unlike the header's (which stops DuckDB's CSV reader outright). It runs only when a
-- file has problems, so it may read the whole file as text: DuckDB's CSV reader gives no line numbers
-- for the rows it accepted.
--
-- Parameters: $file, the path of the CSV file; $fields, 3 (Date,State,Amount) or 4
-- (Date,State,Sales,Transactions); $limit, how many problems to return at most.
-- Rows out: line, column (1-based), kind ('date', 'state', 'decimal', 'count', 'line-ending'), value,
-- total (how many problems there are in all).
WITH lines AS (
  SELECT u.line, ends_with(u.text, chr(13)) AS crlf, rtrim(u.text, chr(13)) AS text
  FROM read_text($file) AS f, unnest(string_split(f.content, chr(10))) WITH ORDINALITY AS u(text, line)
),
shape AS (
  -- Each field plain or RFC 4180 quoted; rows of another shape are the CSV reader's to reject.
  SELECT CASE WHEN CAST($fields AS INTEGER) = 4
    THEN '^("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*)$'
    ELSE '^("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*),("(?:[^"]|"")*"|[^",]*)()$' END AS pattern
),
fields AS (
  SELECT line, regexp_extract(text, pattern, ['first', 'second', 'third', 'fourth']) AS f
  FROM lines, shape
  WHERE line > 1 AND regexp_matches(text, pattern)
),
cells AS (
  SELECT line,
    CASE WHEN starts_with(f.first, '"') THEN replace(f.first[2:-2], '""', '"') ELSE f.first END AS date,
    CASE WHEN starts_with(f.second, '"') THEN replace(f.second[2:-2], '""', '"') ELSE f.second END AS state,
    CASE WHEN starts_with(f.third, '"') THEN replace(f.third[2:-2], '""', '"') ELSE f.third END AS amount,
    CASE WHEN starts_with(f.fourth, '"') THEN replace(f.fourth[2:-2], '""', '"') ELSE f.fourth END AS count
  FROM fields
),
problems AS (
  SELECT line, 1 AS "column", 'date' AS kind, date AS value FROM cells WHERE date = ''
  UNION ALL
  SELECT line, 2, 'state', state FROM cells WHERE state = ''
  UNION ALL
  SELECT line, 3, 'decimal', amount FROM cells WHERE NOT regexp_full_match(amount, '-?[0-9]{1,16}(\.[0-9]{1,2})?')
  UNION ALL
  SELECT line, 4, 'count', count FROM cells WHERE CAST($fields AS INTEGER) = 4 AND count = ''
  UNION ALL
  SELECT l.line, 1, 'line-ending', CASE WHEN l.crlf THEN 'CRLF' ELSE 'LF' END
  FROM lines AS l, (SELECT crlf FROM lines WHERE line = 1) AS header
  WHERE l.line > 1 AND l.crlf <> header.crlf AND NOT (l.text = '' AND NOT l.crlf)
)
SELECT line, "column", kind, value, count(*) OVER () AS total
FROM problems
ORDER BY line, "column"
LIMIT CAST($limit AS INTEGER)
