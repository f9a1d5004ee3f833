-- A VIP level's benefits are the figures the site applies, not labels to print: withdrawalsPerDay and
-- withdrawMaxAmount (minor units) are what a withdrawal is held to, rebatePercent and birthdayGift (minor units) what
-- is paid. The VIP page shows these very numbers. Rows of the earlier shape ({rebate: '0.5%', ...}) are converted.
UPDATE vip_levels SET benefits = jsonb_build_object(
  'withdrawalsPerDay', COALESCE((benefits->>'withdrawalsPerDay')::int, 5),
  'withdrawMaxAmount', COALESCE((benefits->>'withdrawMaxAmount')::bigint, 5000000),
  'rebatePercent', COALESCE(NULLIF(replace(benefits->>'rebate', '%', ''), '')::numeric, 0),
  'birthdayGift', COALESCE((benefits->>'birthdayGift')::bigint, 0))
WHERE NOT (benefits ? 'rebatePercent');
