import type { Catalogue } from '../../catalogue';

/** Bảng 'Bạn có biết?' chọn ngẫu nhiên một mẹo (14 mẹo tiếng Việt). */
export const tips: Catalogue['tips'] = [
  'Gõ page: (hoặc p:) trước tên, tên người dùng hoặc id của một trang để chỉ xem bài đăng của trang đó, ví dụ p:"Proud Nurse Club".',
  'Gõ site: (hoặc s:) trước tên miền cửa hàng để xem mọi bài đăng dẫn về đó, ví dụ s:teelaunchpad.com.',
  'Gõ tag: (hoặc t:) trước một thẻ để xem cả một ngách, ví dụ t:fathersday tìm các bài có #fathersday.',
  'Chọn Khớp “Chính xác cụm từ” để tìm đúng từng chữ một câu slogan, ví dụ worlds best grandpa.',
  'Chọn Khớp “Ít nhất một từ” để quét nhiều ngách trong một lần tìm: nurse teacher firefighter.',
  'Thêm các từ như giveaway, free, hiring vào ô Loại trừ, cách nhau dấu phẩy, để lọc bớt kết quả nhiễu.',
  'Mở mục Xu hướng để thấy bài đăng tăng nhiều lượt cảm xúc nhất trong 24 giờ qua, trước khi mẫu thiết kế bị nhiều người làm theo.',
  'Chia sẻ đột biến nghĩa là trong giờ qua bài đăng được chia sẻ nhanh hơn hẳn mức gần đây của chính nó: rất có thể bài đang viral.',
  'Sắp xếp theo Số nhóm quảng cáo để tìm sản phẩm đang chạy nhiều chiến dịch; seller hiếm khi tiếp tục trả tiền cho quảng cáo không ra đơn.',
  'Theo dõi một pixel để xem bài đăng mới của mọi cửa hàng dùng chung pixel đó; một seller thường chạy nhiều cửa hàng.',
  'Theo dõi một tên miền để bắt kịp từng sản phẩm và quảng cáo mới của cửa hàng đối thủ.',
  'Lưu bài đăng vào danh mục yêu thích theo mùa hoặc theo ngách, để đội thiết kế có sẵn bảng ý tưởng.',
  'Bỏ qua bài đăng, trang và cửa hàng bạn đã nghiên cứu xong: chúng biến khỏi mọi tìm kiếm, và mục Đang theo dõi → Danh sách chặn đưa chúng trở lại.',
  'Lưu một tìm kiếm bằng nút Lưu tìm kiếm phía trên kết quả: mục Lịch sử tìm kiếm sẽ đếm số bài mới kể từ lần cuối bạn chạy nó.',
];
