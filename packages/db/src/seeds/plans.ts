import { isInTrial, planFeatures } from '@postradar/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { plans, type NewPlan } from '../schema';

/** What every plan has, and what a full plan adds (packages/contracts, planFeatures). */
const baseScopes = ['posts', 'pages'];
const fullScopes = [...baseScopes, ...planFeatures];
/** The trial leaves out the features beyond it (the Ads library and the pool). */
const trialScopes = fullScopes.filter(isInTrial);

/** The plans PostRadar sells. Prices in US dollars per month. */
export const planCatalogue: NewPlan[] = [
  {
    slug: 'trial',
    title: 'Free trial',
    description: 'Seven days of PostRadar to see the posts and ads that sell.',
    titleViet: 'Dùng thử miễn phí',
    descriptionViet: 'Bảy ngày dùng PostRadar để xem những bài đăng và quảng cáo đang bán chạy.',
    price: 0,
    periodDays: 7,
    deviceAtOnce: 1,
    searchesPerDay: 20,
    maxResultPage: 5,
    scopes: trialScopes,
    features: ['Search posts and pages', 'Engagement history', '7 days, no card needed'],
    featuresViet: ['Tìm kiếm bài viết và trang', 'Lịch sử tương tác', '7 ngày, không cần thẻ'],
    sortOrder: 0,
  },
  {
    slug: 'standard',
    title: 'Standard',
    description: 'Everything a seller needs to find winning products every day.',
    titleViet: 'Standard',
    descriptionViet: 'Mọi thứ người bán cần để tìm sản phẩm thắng mỗi ngày.',
    price: 59,
    deviceAtOnce: 2,
    scopes: fullScopes,
    features: [
      'Unlimited post and ad search',
      'Ads Library',
      'Trending and engagement spikes',
      'Pixels, store domains and pages',
      'Favorites, follows and groups',
    ],
    featuresViet: [
      'Tìm kiếm bài viết và quảng cáo không giới hạn',
      'Thư viện quảng cáo',
      'Xu hướng và đột biến tương tác',
      'Pixel, tên miền cửa hàng và trang',
      'Yêu thích, theo dõi và nhóm',
    ],
    sortOrder: 1,
  },
  {
    slug: 'standard-drs',
    title: 'Standard Team',
    description: 'Standard for a team: one plan, shared with your moderators and members.',
    titleViet: 'Standard Nhóm',
    descriptionViet: 'Standard cho cả nhóm: một gói, dùng chung với người quản lý và thành viên.',
    price: 149,
    deviceAtOnce: 2,
    forTeam: true,
    maxMods: 1,
    maxMembers: 4,
    scopes: [...fullScopes, 'team-master'],
    // The owner and the 1 + 4 seats: the pricing card's "a team of up to 6 people".
    features: [
      'Everything in Standard',
      'You and up to 5 teammates',
      'Shared favorites and groups',
    ],
    featuresViet: [
      'Mọi tính năng của Standard',
      'Bạn và tối đa 5 người cùng nhóm',
      'Chia sẻ yêu thích và nhóm',
    ],
    sortOrder: 2,
  },
  {
    slug: 'pod-drs',
    title: 'POD Pro',
    description: 'For print-on-demand studios that research at scale.',
    titleViet: 'POD Pro',
    descriptionViet: 'Cho các xưởng print-on-demand nghiên cứu ở quy mô lớn.',
    price: 99,
    deviceAtOnce: 3,
    scopes: [...fullScopes, 'ideas'],
    features: ['Everything in Standard', 'Ideas and Pool', '3 devices at once'],
    featuresViet: ['Mọi tính năng của Standard', 'Ý tưởng và Pool', '3 thiết bị cùng lúc'],
    sortOrder: 3,
  },
];

/** Inserts the catalogue, updating plans that already exist (matched by slug). Idempotent. */
export async function seedPlans(db: Database): Promise<void> {
  await db
    .insert(plans)
    .values(planCatalogue)
    .onConflictDoUpdate({
      target: plans.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        titleViet: sql`excluded.title_viet`,
        descriptionViet: sql`excluded.description_viet`,
        price: sql`excluded.price`,
        periodDays: sql`excluded.period_days`,
        deviceAtOnce: sql`excluded.device_at_once`,
        scopes: sql`excluded.scopes`,
        features: sql`excluded.features`,
        featuresViet: sql`excluded.features_viet`,
        searchesPerDay: sql`excluded.searches_per_day`,
        maxResultPage: sql`excluded.max_result_page`,
        forTeam: sql`excluded.for_team`,
        maxMods: sql`excluded.max_mods`,
        maxMembers: sql`excluded.max_members`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
}
