import type { Catalogue } from '../../catalogue';

/** Tổng quan tại /a: bài đang lên trong ngách của người dùng, điều mới, kho dữ liệu. */
export const dashboard: Catalogue['dashboard'] = {
  title: 'Tổng quan',
  description:
    'Bài đăng đang lên trong ngách của bạn hôm nay, điều mới từ những gì bạn theo dõi và kho dữ liệu qua các con số.',
  computed: 'Cập nhật',
  notComputed: 'Chưa được tính',
  seeAll: 'Xem tất cả',
  failed: 'Không tải được mục này',
  welcome: {
    title: 'Chào mừng bạn đến với PostRadar',
    body: 'Cho PostRadar biết ngách, ngôn ngữ và quốc gia của bạn: bảng điều khiển và mục Xu hướng sẽ ưu tiên những gì đang lên trong thị trường của bạn. Chỉ mất một phút, và bạn có thể đổi bất cứ lúc nào.',
    action: 'Cá nhân hoá',
    dismiss: 'Để sau',
  },
  moving: {
    title: 'Đang lên hôm nay',
    personalized: 'Theo lựa chọn của bạn: {{audience}}',
    notPersonalized: 'Trên mọi ngách và thị trường.',
    change: 'Thay đổi',
    personalize: 'Cá nhân hoá',
    personalizedBadge: 'Đã cá nhân hoá',
    stripLabel: '{{sort}}: các bài đăng đang lên mạnh nhất',
    emptyTitle: 'Chưa có bài nào nổi bật theo tiêu chí này',
    emptyHint:
      'Các chỉ số được tính lại nhiều lần trong ngày khi có thêm tương tác. Hãy quay lại sau, hoặc mở mục Xu hướng.',
    emptyHintPersonalized:
      'Chưa có bài nào trong ngách của bạn nổi bật theo tiêu chí này. Hãy thêm ngách trong phần Cá nhân hoá, hoặc mở mục Xu hướng.',
    openTrending: 'Mở Xu hướng',
  },
  news: {
    title: 'Có gì mới',
    follows: 'Mục theo dõi có bài mới',
    savedSearches: 'Tìm kiếm đã lưu có bài mới',
    newPosts_one: '{{formatted}} bài mới',
    newPosts_other: '{{formatted}} bài mới',
    newPostsCapped: '99+ bài mới',
    run: 'Chạy',
    followsNoneTitle: 'Bạn chưa theo dõi gì',
    followsNoneHint:
      'Theo dõi một trang, cửa hàng hoặc pixel từ thẻ bài đăng hay trang riêng của nó: bài mới của nó sẽ hiện ở đây.',
    followsQuietTitle: 'Chưa có gì mới từ những gì bạn theo dõi',
    followsQuietHint_one: 'Mục bạn theo dõi chưa có bài mới kể từ lần bạn xem gần nhất.',
    followsQuietHint_other:
      '{{formatted}} trang, cửa hàng và pixel bạn theo dõi đều chưa có bài mới kể từ lần bạn xem gần nhất.',
    followsAction: 'Mở mục Theo dõi',
    searchesNoneTitle: 'Chưa có tìm kiếm nào được lưu',
    searchesNoneHint:
      'Lưu một tìm kiếm bằng nút Lưu tìm kiếm phía trên kết quả: khi có bài mới khớp, nó sẽ hiện ở đây.',
    searchesNoneAction: 'Tìm bài đăng',
    searchesQuietTitle: 'Chưa có tìm kiếm đã lưu nào có bài mới',
    searchesQuietHint:
      'Chưa có bài mới nào khớp với các tìm kiếm đã lưu kể từ lần bạn chạy gần nhất.',
    searchesQuietAction: 'Mở tìm kiếm đã lưu',
  },
  favorites: {
    title: 'Yêu thích gần đây',
    total_one: '{{formatted}} bài đã lưu',
    total_other: '{{formatted}} bài đã lưu',
    stripLabel: 'Các bài yêu thích gần đây của bạn',
    emptyTitle: 'Chưa có bài yêu thích',
    emptyHint:
      'Lưu bài đăng bằng nút trái tim trên thẻ bất kỳ: bài mới lưu hiện ở đây, tất cả nằm trong mục Yêu thích.',
    emptyAction: 'Tìm bài đăng',
  },
  corpus: {
    title: 'Kho dữ liệu',
    postsLast24h: 'Bài đăng thêm trong 24 giờ',
    adsLast24h: 'Quảng cáo thêm trong 24 giờ',
    pages: 'Trang trong kho',
    domains: 'Tên miền cửa hàng',
    pixels: 'Pixel',
    chartTitle: 'Bài đăng và quảng cáo được phát hiện mỗi ngày, 30 ngày qua',
    posts: 'Bài đăng',
    ads: 'Quảng cáo',
  },
};
