import type { Catalogue } from '../../catalogue';

/** Bảng 'Bạn có biết?' chọn ngẫu nhiên một mẹo (14 mẹo tiếng Việt). */
export const tips: Catalogue['tips'] = [
  'Gõ page: (hoặc p:) trước tên một trang để chỉ xem bài đăng của trang đó, ví dụ p:Proud Nurse Club.',
  'Gõ site: (hoặc s:) trước tên miền cửa hàng để xem mọi bài đăng dẫn về đó, ví dụ s:teelaunchpad.com.',
  'Gõ tag: (hoặc t:) trước một hashtag để theo dõi cả ngách, ví dụ t:fathersday tìm các bài có #fathersday.',
  'Chọn chế độ “Đúng cụm từ” để tìm chính xác một câu slogan, ví dụ “worlds best grandpa”.',
  'Chọn chế độ “Ít nhất một từ” để quét nhiều ngách trong một lần tìm: nurse teacher firefighter.',
  'Thêm các từ như giveaway, free, hiring vào “Từ khóa loại trừ” để lọc bớt kết quả nhiễu.',
  'Sắp xếp theo Xu hướng để thấy bài đăng tăng nhiều lượt tương tác nhất trong 24 giờ qua, trước khi mẫu thiết kế bị nhiều người làm theo.',
  'Lượt chia sẻ đột biến nghĩa là bài đăng được chia sẻ nhanh hơn hẳn mức thường ngày của nó: rất có thể bài đang viral.',
  'Sắp xếp theo số nhóm quảng cáo để tìm sản phẩm đang chạy nhiều chiến dịch; seller hiếm khi tiếp tục trả tiền cho quảng cáo không ra đơn.',
  'Theo dõi một pixel để xem bài đăng mới của mọi cửa hàng dùng chung pixel đó; một seller thường chạy nhiều cửa hàng.',
  'Theo dõi một tên miền để bắt kịp từng sản phẩm và quảng cáo mới của cửa hàng đối thủ.',
  'Lưu bài đăng vào danh mục yêu thích theo mùa hoặc theo ngách, để đội thiết kế có sẵn bảng ý tưởng.',
  'Bỏ qua hoặc đưa vào danh sách chặn những trang bạn đã nghiên cứu xong để kết quả gọn hơn.',
  'Với gói đội nhóm, designer và người chạy quảng cáo đăng nhập bằng tài khoản riêng; mời họ trong Cài đặt → Đội nhóm.',
];
