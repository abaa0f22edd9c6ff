select toString(t.os) as k, t.status as status, count() as n from conversions as t final
           where t.deleted = 0 and t.workspace_id = toUUID('00000000-0000-4000-8000-000000000001') and t.click_created_at >= toDateTime(1793491200) and t.click_created_at <= toDateTime(1794096000)
          and t.click_created_us >= 1793491200000000 and t.click_created_us < 1794096000000000 and t.save_traffic = 1 and t.is_simulated = 0 and ifNull(t.country in ('DE'), 0) and t.status in ('lead', 'sale') group by k, status
-- values: []
