select toString(formatDateTime(t.click_created_at, '%Y-%m-%d', 'Europe/Berlin')) as d0, toString(toHour(t.click_created_at, 'Europe/Berlin')) as d1, least(greatest(intDiv(t.created_us, 3600000000) - intDiv(t.click_created_us, 3600000000), 0), 7) as lag, count() as n,
                   toString(sum(toDecimal128(assumeNotNull(t.payout), 6) * (t.status_bucket in ('leads', 'sales', 'rejected')))) as revenue
              from conversions as t final where t.deleted = 0 and t.workspace_id = toUUID('00000000-0000-4000-8000-000000000001') and t.click_created_at >= toDateTime(1793491200) and t.click_created_at <= toDateTime(1794096000)
          and t.click_created_us >= 1793491200000000 and t.click_created_us < 1794096000000000 and t.save_traffic = 1 and t.is_simulated = 0 and t.status_bucket != 'trash'
             group by d0, d1, lag
-- values: []
