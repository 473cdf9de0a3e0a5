import type { BillDto, MembershipDto, PlanDto } from '@postradar/contracts';
import { vi } from 'vitest';
import { api } from '../api';
import { answer } from '../collections/collection-test-kit';
import { session } from '../session/session-storage';

export { answer };

/** The seeded plans' shape (packages/db seeds), as GET /api/plans lists them. */
export function planOf(extra: Partial<PlanDto> = {}): PlanDto {
  return {
    _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a02',
    slug: 'standard',
    title: 'Standard',
    description: 'Everything a seller needs to find winning products every day.',
    title_viet: 'Standard',
    description_viet: 'Mọi thứ người bán cần để tìm sản phẩm thắng mỗi ngày.',
    price: 59,
    currency: 'USD',
    period: 'month',
    periodDays: 30,
    deviceAtOnce: 2,
    features: ['Unlimited post and ad search', 'Ads Library'],
    features_viet: ['Tìm kiếm bài viết và quảng cáo không giới hạn', 'Thư viện quảng cáo'],
    active: true,
    dataLimit: null,
    forTeam: false,
    roles: { mod: 0, member: 0 },
    ...extra,
  };
}

/** The four seeded plans, in display order. */
export const seededPlans: PlanDto[] = [
  planOf({
    _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a01',
    slug: 'trial',
    title: 'Free trial',
    title_viet: 'Dùng thử miễn phí',
    price: 0,
    deviceAtOnce: 1,
    features: ['Search posts and pages', '7 days, no card needed'],
    features_viet: ['Tìm kiếm bài viết và trang', '7 ngày, không cần thẻ'],
  }),
  planOf(),
  planOf({
    _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a03',
    slug: 'standard-drs',
    title: 'Standard Team',
    title_viet: 'Standard Nhóm',
    price: 149,
    forTeam: true,
    roles: { mod: 1, member: 4 },
    features: ['Everything in Standard', 'You and up to 5 teammates'],
    features_viet: ['Mọi tính năng của Standard', 'Bạn và tối đa 5 người cùng nhóm'],
  }),
  planOf({
    _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a04',
    slug: 'pod-drs',
    title: 'POD Pro',
    title_viet: 'POD Pro',
    price: 99,
    deviceAtOnce: 3,
    features: ['Everything in Standard', 'Ideas and Pool'],
    features_viet: ['Mọi tính năng của Standard', 'Ý tưởng và Pool'],
  }),
];

/** An active Standard membership of the user's own, paid by card and renewable. */
export function membershipOf(extra: Partial<MembershipDto> = {}): MembershipDto {
  return {
    _id: '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d01',
    plan: {
      _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a02',
      slug: 'standard',
      title: 'Standard',
      title_viet: 'Standard',
      price: 59,
      currency: 'USD',
    },
    forTeam: false,
    roles: { mod: 0, member: 0 },
    start: '2026-03-02T08:04:05.000Z',
    finish: '2026-04-01T08:04:05.000Z',
    isExpired: false,
    canCancel: true,
    cancelledAt: null,
    method: 'stripe',
    team: null,
    owner: { email: 'lan@example.com' },
    ...extra,
  };
}

/**
 * Makes this device remember `userId` without a running plan and holds the API's answer to the
 * membership until `answerWith` gives it.
 */
export function rememberWithoutPlan(userId = 'user-1') {
  session.setMembership(JSON.stringify({ userId, isRunning: false }));
  let give: (membership: MembershipDto | null) => void = () => undefined;
  const read = vi.spyOn(api.payment, 'get').mockImplementation(
    () =>
      new Promise((resolve) => {
        give = (membership) => resolve(answer(membership));
      }),
  );
  return { read, answerWith: (membership: MembershipDto | null) => give(membership) };
}

/** A paid card bill for Standard. */
export function billOf(extra: Partial<BillDto> = {}): BillDto {
  return {
    _id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180701',
    code: 'PR7K2Q',
    created: '2026-03-02T08:04:05.000Z',
    updated: '2026-03-02T08:04:05.000Z',
    title: 'Standard, 1 month',
    status: 'paid',
    price: 59,
    listPrice: 59,
    discount: 0,
    coupon: null,
    currency: 'USD',
    method: 'stripe',
    failureMessage: null,
    transfer: null,
    ...extra,
  };
}
