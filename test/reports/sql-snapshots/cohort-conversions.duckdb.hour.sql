select cast(strftime(timezone($4, t.click_created_at), '%Y-%m-%d') as varchar) as d0, cast(hour(timezone($4, t.click_created_at)) as varchar) as d1, cast(least(greatest(epoch_us(t.created_at) // 3600000000 - epoch_us(t.click_created_at) // 3600000000, 0), 7) as integer) as lag, count(*) as n,
                   cast(sum(t.payout) filter (where t.status_bucket in ('leads', 'sales', 'rejected')) as varchar) as revenue
              from conversions t where t.workspace_id = cast($1 as uuid) and t.click_created_at >= cast($2 as timestamptz) and t.click_created_at < cast($3 as timestamptz) and t.save_traffic and not t.is_simulated and t.status_bucket <> 'trash'
             group by 1, 2, 3
-- values: ["00000000-0000-4000-8000-000000000001","2026-11-01T00:00:00.000Z","2026-11-08T00:00:00.000Z","Europe/Berlin"]
