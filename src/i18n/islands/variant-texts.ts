/**
 * The words a variant declares for its islands (its table options' names and choices, its context
 * fields, its tap rules' palette rows and places) in the site's languages, keyed by the English
 * the declaration holds: the declaration stays the one source of each string, and a phrase the
 * table has no translation for shows in English. Hong Kong's are the simplified ones converted.
 * The hints under each option and field, and the reasons a pattern is not counted beside another,
 * are in their own tables (./option-hints.ts, ./exclusion-reasons.ts).
 */
import { principleWhy } from '../../engine/principles';
import type { Variant } from '../../engine/variant';
import { hongKongText } from '../hant';
import type { Locale } from '../locales';
import { EXCLUSION_REASONS } from './exclusion-reasons';
import { OPTION_HINTS } from './option-hints';

const ZH_CN: Readonly<Record<string, string>> = {
  // Hong Kong and VMC.
  'Minimum faan to win': '起糊番数',
  'Faan cap (limit)': '封顶番数',
  'Flower faan count toward the minimum': '花番计入起糊',
  'Concealed hand also scores on a self-draw': '门前清自摸也计番',
  'Nine gates needs the pure nine-sided wait': '九莲宝灯须纯正九面听',
  'Settlement model': '结算方式',
  'Modern (the discarder pays)': '现代（点炮者付）',
  'Classical (everyone pays)': '传统（三家都付）',
  'Modern base points P, from 0 faan to the cap': '现代底分P（0番至封顶）',
  'Classical base points Q, from 0 faan to the cap': '传统底分Q（0番至封顶）',
  // MCR.
  'Minimum points to win (without flowers)': '起和番数（不含花牌）',
  'One concealed and one melded kong': '一暗杠一明杠',
  'Combined, 5 points (reference calculator)': '合计5番（参考算番器）',
  'Separate, 1 + 2 points': '分开计，1番+2番',
  'Strict 1998 reading': '严格按1998年规则',
  'Wait fans with a knitted straight': '组合龙的听牌番',
  // Rainbow Dragon.
  'Minimum fan to win': '起和番数',
  'Points for each fan, 0 to 12': '每番的分数（0至12）',
  'Valued Honors scores for each triplet': '每组番牌刻子都计番',
  'A complete set replaces its seat-match fan': '成套时不再计座位番',
  'A pattern inside a bigger one still counts': '大番里的小番仍计',
  // Sichuan.
  'Fan cap': '封顶番数',
  'Self-draw bonus': '自摸加分',
  'Base + 1 point from each (our rules summary, international rules)':
    '底分加每家1分（本站规则摘要、国际规则）',
  '+1 fan (Chengdu, apps)': '加1番（成都、手机游戏）',
  'No bonus (apps)': '不加（手机游戏）',
  'Outside hand (带幺九) scores': '带幺九计番',
  'All 2/5/8 pungs (将对) scores': '将对计番',
  'Dragon seven pairs (龙七对)': '龙七对',
  'Seven pairs 2 + each root 1 (our rules summary, international rules)':
    '七对2番，每根加1番（本站规则摘要、国际规则）',
  '4 fan with its first root (Tencent)': '含第一根计4番（腾讯）',
  'Win on the discard after a kong (杠上炮) scores 1 fan': '杠上炮计1番',
  'Kong income after shooting (呼叫转移)': '呼叫转移（点炮后的杠钱）',
  'Kept (our rules summary)': '保留（本站规则摘要）',
  'Refunded to the payers (international rules)': '退还给付钱的人（国际规则）',
  'All kong income to the winner (apps)': '全部杠钱转给和牌者（手机游戏）',
  'An added kong pays only with a freshly drawn tile': '加杠只在用刚摸的牌时收钱',
  'Flower pig penalty': '花猪罚分',
  'The cap (2 to the cap) to each non-pig (our rules summary)':
    '付给每个非花猪封顶分（本站规则摘要）',
  '16 to each other player': '付给每家16分',
  '48 to nobody (international rules)': '罚48分，不付给任何人（国际规则）',
  'A flower pig also pays the ready players': '花猪也要付给听牌的人',
  'Missing suit': '定缺',
  'Characters (m)': '万（m）',
  'Dots (p)': '饼（p）',
  'Bamboo (s)': '条（s）',
  // Vietnamese: the palette and where a tapped tile goes.
  'Emperors and empresses (always bonus tiles)': '皇帝和皇后（都是花牌）',
  Jokers: '混儿',
  'Banked joker': '存起的混儿',
  'the banked jokers: a joker set aside like a flower scores, but stands for nothing':
    '存起的混儿：像花牌一样放在一边计番，但不代替任何牌',
  'Flower tiles, emperors, empresses and the flower joker go to the bonus tiles (a flower tapped as the winning tile is a win on a discarded flower).':
    '花牌、皇帝、皇后和花混儿（Đại Hoa）都放到花牌里（作为和张点的花牌，是和别人打出的花牌）。',
  // Vietnamese table options.
  'Tile set (copies of each joker)': '牌套（每种混儿的张数）',
  '160 tiles: one of each joker': '160张：每种混儿一张',
  '168 tiles: two of each': '168张：每种两张',
  '176 tiles: three of each': '176张：每种三张',
  '184 tiles: four of each': '184张：每种四张',
  'Ninth joker (Nhị Khẩu)': '第九种混儿（Nhị Khẩu）',
  'None (classic)': '没有（传统）',
  'Nhị Khẩu instead of Hỉ': '用Nhị Khẩu代替Hỉ',
  'Nhị Khẩu instead of Nguyên': '用Nhị Khẩu代替Nguyên',
  'Jokers may complete the pair': '混儿可以做将',
  'Jokers in Seven Pairs, Thirteen Orphans and Nine Gates': '七对、十三幺和九莲宝灯里的混儿',
  'Jokers in one called meld': '一组吃碰里的混儿数',
  'No limit': '不限',
  'At most one': '最多一张',
  'Seven Pairs': '七对',
  Allowed: '允许',
  'Self-draw only': '只限自摸',
  'Not a winning hand': '不算和牌',
  'Points per leftover phán': '每个余下phán的分数',
  '6 points (the guide)': '6分（指南）',
  '2 points': '2分',
  '1 point': '1分',
  Ignored: '不计',
  'Banked Hợp joker': '存起的Hợp混儿',
  '2 phán, 3 for North or opening round': '2 phán，北家或第一轮3 phán',
  '1 phán, 2 for North or opening round': '1 phán，北家或第一轮2 phán',
  'Banked jokers and the no-joker bonuses': '存起的混儿与无混儿加分',
  'A banked joker never counts as used': '存起的混儿从不算用过',
  'Tổng or Hợp banked in the opening round counts as used': '第一轮存起的Tổng或Hợp算用过',
  'Full Flowers or Seasons set scores 1 mủn': '花或季齐全计1 mủn',
  'Blessing of Man (Nhân Ù)': '人和（Nhân Ù）',
  'Big Three Dragons value': '大三元的番值',
  '9 phán (riichi_advanced)': '9 phán（riichi_advanced）',
  '2 mủn (older rules)': '2 mủn（旧规则）',
  'Thirteen Orphans value': '十三幺的番值',
  '13 phán (riichi_advanced, tsumo.io)': '13 phán（riichi_advanced、tsumo.io）',
  'Little Four Winds value': '小四喜的番值',
  '4 mủn (riichi_advanced)': '4 mủn（riichi_advanced）',
  '5 mủn (older rules)': '5 mủn（旧规则）',
  '2 mủn (riichi_advanced)': '2 mủn（riichi_advanced）',
  '1 mủn (tsumo.io)': '1 mủn（tsumo.io）',
  '3 mủn (older rules)': '3 mủn（旧规则）',
  'Little Three Dragons replaces its dragon-triplet phán': '小三元替代箭刻的phán',
  'All-triplet big patterns replace All Sets': '全刻子的大番替代碰碰和',
  'The single-wait-and-closed mủn replaces Single Wait and Fully Closed Hand':
    '门清独听自摸的mủn替代独听和不求人',
  'True No Flowers No Leaves value': '真无花无叶的番值',
  'Robbing a bounce (Bắt Quân Nẩy)': '抢弹牌（Bắt Quân Nẩy）',
  'Double Triplet Wait scores 1 phán': '对倒计1 phán',
  'Eight Flowers and Ten Flowers': '八花和十花',
  'Six Consecutive Wins (Lục Khôi)': '连和六局（Lục Khôi）',
  'Two Anything / Two Number Jokers': '两张Tổng／两张Hợp',
  'Progressive Counting (Sự Tính Lũy Tiến)': '累进计分（Sự Tính Lũy Tiến）',
  'Throwing variants of No Flowers No Leaves': '无花无叶的打牌变体',
  'All Four Seat Flowers scores 2 mủn': '四张本位花齐全计2 mủn',
  // Vietnamese context.
  'Blessing (first-turn win)': '天和地和人和（第一巡和牌）',
  None: '没有',
  'Blessing of Heaven (Thiên Ù)': '天和（Thiên Ù）',
  'Blessing of Earth (Địa Ù)': '地和（Địa Ù）',
  'Liable feeder (Đền)': '包赔者（Đền）',
  Nobody: '没有人',
  East: '东',
  South: '南',
  West: '西',
  North: '北',
  'Feeding situation': '喂牌情况',
  '4th meld of one suit': '同一花色的第4组',
  '4th terminal pung': '第4组幺九刻',
  '4th honour meld': '第4组字牌',
  '3rd dragon meld': '第3组箭牌',
  '4th wind meld': '第4组风牌',
  No: '否',
  Yes: '是',
  'Tổng / Hợp banked in the opening round': '第一轮存起的Tổng／Hợp',
  Neither: '都没有',
  'Tổng and Hợp': 'Tổng和Hợp',
  'Tổng and Hợp, same frame': 'Tổng和Hợp，同一轮',
  'Wins in a row (this one included)': '连和局数（含这一局）',
  'No Flowers No Leaves claimed': '已报无花无叶',
  'Yes: True NFNL': '是：真无花无叶',
  'Throwing claim (No Flowers No Leaves)': '报打牌（无花无叶）',
  'Throwing Blue Jokers': '打蓝混儿',
  'Throwing Flowers': '打花',
  'Throwing Flowers/Jokers': '打花／混儿',
  'Throwing: discards in a row': '打牌：连续打出的张数',
  '12 or more': '12或以上',
  // The jokers' own names, as every table says them.
  Tổng: 'Tổng',
  Hợp: 'Hợp',
  // The game score sheet's own rules.
  'Starting bank': '起始分',
  'The dealer stays after his own win or a draw': '庄家自己和牌或流局时连庄',
  'Who deals next': '下一局谁坐庄',
  'The first winner; the discarder after a multiple win; the dealer if nobody won':
    '先和的人；一炮多响时点炮者；没人和时原庄家',
  'Always the first winner (riichi_advanced)': '总是先和的人（riichi_advanced）',
  'Deals in the game': '一场打几局',
};

const VI: Readonly<Record<string, string>> = {
  // Vietnamese: the palette and where a tapped tile goes.
  'Emperors and empresses (always bonus tiles)': 'Vua và Hoàng hậu (luôn là quân hoa)',
  Jokers: 'Quân Joker',
  'Banked joker': 'Joker riêng',
  'the banked jokers: a joker set aside like a flower scores, but stands for nothing':
    'các quân Joker để riêng: để riêng như quân hoa thì được tính điểm, nhưng không thay quân nào',
  'Flower tiles, emperors, empresses and the flower joker go to the bonus tiles (a flower tapped as the winning tile is a win on a discarded flower).':
    'Quân hoa, Vua, Hoàng hậu và Joker hoa (Đại Hoa) vào phần quân hoa (quân hoa bấm làm quân ù là ù quân hoa đánh ra).',
  // Vietnamese table options.
  'Tile set (copies of each joker)': 'Bộ bài (số quân mỗi loại Joker)',
  '160 tiles: one of each joker': '160 quân: mỗi Joker một quân',
  '168 tiles: two of each': '168 quân: mỗi loại hai quân',
  '176 tiles: three of each': '176 quân: mỗi loại ba quân',
  '184 tiles: four of each': '184 quân: mỗi loại bốn quân',
  'Ninth joker (Nhị Khẩu)': 'Joker thứ chín (Nhị Khẩu)',
  'None (classic)': 'Không có (cổ điển)',
  'Nhị Khẩu instead of Hỉ': 'Nhị Khẩu thay cho Hỉ',
  'Nhị Khẩu instead of Nguyên': 'Nhị Khẩu thay cho Nguyên',
  'Jokers may complete the pair': 'Joker được làm đôi',
  'Jokers in Seven Pairs, Thirteen Orphans and Nine Gates':
    'Joker trong Bảy Đôi, Thập Tam Yêu và Cửu Liên Bảo Đăng',
  'Jokers in one called meld': 'Số Joker trong một bộ ăn/phỗng',
  'Seven Pairs': 'Bảy Đôi',
  'Points per leftover phán': 'Điểm mỗi phán lẻ',
  'Banked Hợp joker': 'Joker Hợp để riêng',
  'Banked jokers and the no-joker bonuses': 'Joker để riêng và thưởng không Joker',
  'Full Flowers or Seasons set scores 1 mủn': 'Đủ bộ Hoa hoặc Mùa được 1 mủn',
  'Blessing of Man (Nhân Ù)': 'Nhân Ù',
  'Big Three Dragons value': 'Giá trị Đại Tam Nguyên',
  'Thirteen Orphans value': 'Giá trị Thập Tam Yêu',
  'Little Four Winds value': 'Giá trị Tiểu Tứ Hỉ',
  'Little Three Dragons replaces its dragon-triplet phán':
    'Tiểu Tam Nguyên thay cho phán Phỗng Rồng',
  'All-triplet big patterns replace All Sets': 'Cách ù lớn toàn Phỗng thay cho Toàn Phỗng',
  'The single-wait-and-closed mủn replaces Single Wait and Fully Closed Hand':
    'Mủn chờ một quân và bài kín thay cho Chờ Một và Bài Kín',
  'True No Flowers No Leaves value': 'Giá trị Không Hoa Không Lá thật',
  'Robbing a bounce (Bắt Quân Nẩy)': 'Bắt Quân Nẩy',
  'Double Triplet Wait scores 1 phán': 'Chờ Hai Phỗng được 1 phán',
  'Eight Flowers and Ten Flowers': 'Tám Hoa và Mười Hoa',
  'Six Consecutive Wins (Lục Khôi)': 'Lục Khôi (sáu ván ù liền)',
  'Two Anything / Two Number Jokers': 'Hai Tổng / Hai Hợp',
  'Progressive Counting (Sự Tính Lũy Tiến)': 'Sự Tính Lũy Tiến',
  'Throwing variants of No Flowers No Leaves': 'Các kiểu ném của Không Hoa Không Lá',
  'All Four Seat Flowers scores 2 mủn': 'Đủ bốn Hoa theo chỗ ngồi được 2 mủn',
  // Vietnamese context.
  'Blessing (first-turn win)': 'Ù lượt đầu',
  'Liable feeder (Đền)': 'Người phải đền (Đền)',
  'Feeding situation': 'Tình huống cho ăn',
  'Tổng / Hợp banked in the opening round': 'Tổng / Hợp để riêng ở vòng đầu',
  'Wins in a row (this one included)': 'Số ván ù liền (kể cả ván này)',
  'No Flowers No Leaves claimed': 'Đã báo Không Hoa Không Lá',
  'Throwing claim (No Flowers No Leaves)': 'Báo ném (Không Hoa Không Lá)',
  'Throwing: discards in a row': 'Ném: số quân đánh liền',
  '12 or more': '12 trở lên',
  Tổng: 'Tổng',
  Hợp: 'Hợp',
  'Blessing of Heaven (Thiên Ù)': 'Thiên Ù',
  'Blessing of Earth (Địa Ù)': 'Địa Ù',
  None: 'Không có',
  Nobody: 'Không ai',
  East: 'Đông',
  South: 'Nam',
  West: 'Tây',
  North: 'Bắc',
  '4th meld of one suit': 'Bộ thứ 4 cùng hoa',
  '4th terminal pung': 'Phỗng thứ 4 quân 1-9',
  '4th honour meld': 'Bộ chữ thứ 4',
  '3rd dragon meld': 'Bộ Rồng thứ 3',
  '4th wind meld': 'Bộ Gió thứ 4',
  No: 'Không',
  Yes: 'Có',
  Neither: 'Không cái nào',
  'Tổng and Hợp': 'Tổng và Hợp',
  'Tổng and Hợp, same frame': 'Tổng và Hợp, cùng vòng',
  'Yes: True NFNL': 'Có: Không Hoa Không Lá thật',
  'Throwing Blue Jokers': 'Ném Joker xanh',
  'Throwing Flowers': 'Ném Hoa',
  'Throwing Flowers/Jokers': 'Ném Hoa/Joker',
  'No limit': 'Không giới hạn',
  'At most one': 'Nhiều nhất một',
  Allowed: 'Được phép',
  'Self-draw only': 'Chỉ khi tự ù',
  'Not a winning hand': 'Không phải bài ù',
  '6 points (the guide)': '6 điểm (theo hướng dẫn)',
  '2 points': '2 điểm',
  '1 point': '1 điểm',
  Ignored: 'Bỏ qua',
  '2 phán, 3 for North or opening round': '2 phán, 3 cho nhà Bắc hoặc vòng đầu',
  '1 phán, 2 for North or opening round': '1 phán, 2 cho nhà Bắc hoặc vòng đầu',
  'A banked joker never counts as used': 'Joker để riêng không bao giờ tính là đã dùng',
  'Tổng or Hợp banked in the opening round counts as used':
    'Tổng hoặc Hợp để riêng ở vòng đầu tính là đã dùng',
  '9 phán (riichi_advanced)': '9 phán (riichi_advanced)',
  '2 mủn (older rules)': '2 mủn (luật cũ)',
  '13 phán (riichi_advanced, tsumo.io)': '13 phán (riichi_advanced, tsumo.io)',
  '4 mủn (riichi_advanced)': '4 mủn (riichi_advanced)',
  '5 mủn (older rules)': '5 mủn (luật cũ)',
  '2 mủn (riichi_advanced)': '2 mủn (riichi_advanced)',
  '1 mủn (tsumo.io)': '1 mủn (tsumo.io)',
  '3 mủn (older rules)': '3 mủn (luật cũ)',
  // Hong Kong, VMC, MCR, Rainbow Dragon and Sichuan table options.
  'Minimum faan to win': 'Số phán tối thiểu để ù',
  'Faan cap (limit)': 'Mức phán tối đa',
  'Flower faan count toward the minimum': 'Phán hoa được tính vào mức tối thiểu',
  'Concealed hand also scores on a self-draw': 'Bài kín cũng được tính khi tự ù',
  'Nine gates needs the pure nine-sided wait': 'Cửu Liên Bảo Đăng phải chờ đủ chín quân',
  'Settlement model': 'Cách trả tiền',
  'Modern (the discarder pays)': 'Hiện đại (người đánh ra trả)',
  'Classical (everyone pays)': 'Cổ điển (mọi người đều trả)',
  'Modern base points P, from 0 faan to the cap':
    'Điểm cơ bản hiện đại P, từ 0 phán đến mức tối đa',
  'Classical base points Q, from 0 faan to the cap':
    'Điểm cơ bản cổ điển Q, từ 0 phán đến mức tối đa',
  'Minimum points to win (without flowers)': 'Số điểm tối thiểu để ù (không tính hoa)',
  'One concealed and one melded kong': 'Một Coong úp và một Coong hạ',
  'Combined, 5 points (reference calculator)': 'Gộp lại, 5 điểm (máy tính tham chiếu)',
  'Separate, 1 + 2 points': 'Tính riêng, 1 + 2 điểm',
  'Strict 1998 reading': 'Đọc chặt theo luật 1998',
  'Wait fans with a knitted straight': 'Điểm chờ cùng với dãy đan',
  'Minimum fan to win': 'Số phán tối thiểu để ù',
  'Points for each fan, 0 to 12': 'Điểm cho mỗi phán, từ 0 đến 12',
  'Valued Honors scores for each triplet': 'Phỗng chữ có giá trị được tính cho mỗi bộ',
  'A complete set replaces its seat-match fan': 'Đủ bộ thay cho phán trùng chỗ ngồi',
  'A pattern inside a bigger one still counts': 'Cách ù nằm trong cách ù lớn hơn vẫn được tính',
  'Fan cap': 'Mức phán tối đa',
  'Self-draw bonus': 'Thưởng tự ù',
  'Base + 1 point from each (our rules summary, international rules)':
    'Cơ bản + 1 điểm từ mỗi người (tóm tắt luật của trang, luật quốc tế)',
  '+1 fan (Chengdu, apps)': '+1 phán (Thành Đô, ứng dụng)',
  'No bonus (apps)': 'Không thưởng (ứng dụng)',
  'Outside hand (带幺九) scores': 'Bài có 1-9 trong mọi bộ (带幺九) được tính',
  'All 2/5/8 pungs (将对) scores': 'Toàn Phỗng 2/5/8 (将对) được tính',
  'Dragon seven pairs (龙七对)': 'Bảy đôi rồng (龙七对)',
  'Seven pairs 2 + each root 1 (our rules summary, international rules)':
    'Bảy đôi 2 + mỗi gốc 1 (tóm tắt luật của trang, luật quốc tế)',
  '4 fan with its first root (Tencent)': '4 phán kể cả gốc đầu tiên (Tencent)',
  'Win on the discard after a kong (杠上炮) scores 1 fan':
    'Ù quân đánh ra sau Coong (杠上炮) được 1 phán',
  'Kong income after shooting (呼叫转移)': 'Tiền Coong sau khi đánh ra cho ù (呼叫转移)',
  'Kept (our rules summary)': 'Giữ lại (tóm tắt luật của trang)',
  'Refunded to the payers (international rules)': 'Trả lại người đã trả (luật quốc tế)',
  'All kong income to the winner (apps)': 'Mọi tiền Coong về người ù (ứng dụng)',
  'An added kong pays only with a freshly drawn tile':
    'Coong thêm chỉ được trả khi bằng quân vừa bốc',
  'Flower pig penalty': 'Phạt heo hoa',
  'The cap (2 to the cap) to each non-pig (our rules summary)':
    'Mức tối đa (2 đến mức tối đa) cho mỗi người không phải heo hoa (tóm tắt luật của trang)',
  '16 to each other player': '16 cho mỗi người khác',
  '48 to nobody (international rules)': '48, không trả cho ai (luật quốc tế)',
  'A flower pig also pays the ready players': 'Heo hoa cũng trả cho những người đang chờ',
  'Missing suit': 'Hoa bỏ',
  'Characters (m)': 'Vạn (m)',
  'Dots (p)': 'Văn (p)',
  'Bamboo (s)': 'Sách (s)',
  // The game score sheet's own rules.
  'Starting bank': 'Điểm ban đầu',
  'The dealer stays after his own win or a draw': 'Nhà cái giữ cái khi tự mình ù hoặc ván hòa',
  'Who deals next': 'Ai làm cái ván sau',
  'The first winner; the discarder after a multiple win; the dealer if nobody won':
    'Người ù đầu tiên; người đánh ra khi nhiều người cùng ù; nhà cái nếu không ai ù',
  'Always the first winner (riichi_advanced)': 'Luôn là người ù đầu tiên (riichi_advanced)',
  'Deals in the game': 'Số ván trong trận',
};

export const VARIANT_TEXTS: Readonly<Record<'zh-cn' | 'vi', Readonly<Record<string, string>>>> = {
  'zh-cn': { ...ZH_CN, ...OPTION_HINTS['zh-cn'], ...EXCLUSION_REASONS['zh-cn'] },
  vi: { ...VI, ...OPTION_HINTS.vi, ...EXCLUSION_REASONS.vi },
};

/** Every English string a variant declares for its islands (a bare number needs no translation). */
export function declaredTexts(variant: Variant): Set<string> {
  const out = new Set<string>();
  // The table options, and the game score sheet's own rules, which its page lists with them.
  for (const o of [...variant.options, ...(variant.game?.options ?? [])]) {
    out.add(o.label);
    out.add(o.description);
    for (const c of o.choices ?? []) out.add(c.label);
  }
  for (const f of variant.contextFields ?? []) {
    out.add(f.label);
    out.add(f.description);
    for (const c of f.choices) out.add(c.label);
  }
  for (const p of variant.patterns) {
    for (const x of p.excludes ?? []) out.add(x.why);
    if (p.excludesAllExcept) out.add(p.excludesAllExcept.why);
  }
  for (const id of variant.principles ?? []) out.add(principleWhy(id));
  const tap = variant.tapRules;
  if (tap) {
    for (const row of tap.extraRows(variant.tileSet)) out.add(row.label);
    out.add(tap.bank.label);
    out.add(tap.bank.hint);
    out.add(tap.bonusNote);
  }
  for (const t of out) if (/^\d+$/.test(t)) out.delete(t);
  return out;
}

/** The variant's declared strings a page in `locale` shows translated, English → that language. */
export function variantTextsIn(locale: Locale, variant: Variant): Record<string, string> {
  if (locale === 'root') return {};
  const table = VARIANT_TEXTS[locale === 'zh-hk' ? 'zh-cn' : locale];
  const out: Record<string, string> = {};
  for (const english of declaredTexts(variant)) {
    const t = table[english];
    if (t !== undefined) out[english] = locale === 'zh-hk' ? hongKongText(t) : t;
  }
  return out;
}
