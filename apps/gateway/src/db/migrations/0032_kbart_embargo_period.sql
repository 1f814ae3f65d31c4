-- KBART embargo_info (issue 30, item 12): coverage that stops a number of years before today is "all but the most
-- recent N years", P{N}Y in NISO RP-9-2014; the demo seed wrote R{N}Y ("only the most recent N years").
UPDATE holdings_package_titles SET embargo = 'P' || substr(embargo, 2) WHERE embargo ~ '^R[0-9]+[DMY]$' AND coverage_end IS NOT NULL;
