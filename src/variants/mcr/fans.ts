/**
 * The MCR fan table (rules/mcr.md §2): number, id, names and value of every fan. The number is
 * the official table's order; the id is the kebab-case of the English name as the fact sheet
 * spells it. #82 is not among the 81 but the reference calculator scores it by default (§2, §7).
 */

export interface FanInfo {
  n: number;
  id: string;
  name: string;
  zh: string;
  pinyin: string;
  value: number;
}

export const FANS: readonly FanInfo[] = [
  { n: 1, id: 'big-four-winds', name: 'Big Four Winds', zh: '大四喜', pinyin: 'Dà Sì Xǐ', value: 88 },
  { n: 2, id: 'big-three-dragons', name: 'Big Three Dragons', zh: '大三元', pinyin: 'Dà Sān Yuán', value: 88 },
  { n: 3, id: 'all-green', name: 'All Green', zh: '绿一色', pinyin: 'Lǜ Yī Sè', value: 88 },
  { n: 4, id: 'nine-gates', name: 'Nine Gates', zh: '九莲宝灯', pinyin: 'Jiǔ Lián Bǎo Dēng', value: 88 },
  { n: 5, id: 'four-kongs', name: 'Four Kongs', zh: '四杠', pinyin: 'Sì Gàng', value: 88 },
  { n: 6, id: 'seven-shifted-pairs', name: 'Seven Shifted Pairs', zh: '连七对', pinyin: 'Lián Qī Duì', value: 88 },
  { n: 7, id: 'thirteen-orphans', name: 'Thirteen Orphans', zh: '十三幺', pinyin: 'Shí Sān Yāo', value: 88 },
  { n: 8, id: 'all-terminals', name: 'All Terminals', zh: '清幺九', pinyin: 'Qīng Yāo Jiǔ', value: 64 },
  { n: 9, id: 'little-four-winds', name: 'Little Four Winds', zh: '小四喜', pinyin: 'Xiǎo Sì Xǐ', value: 64 },
  { n: 10, id: 'little-three-dragons', name: 'Little Three Dragons', zh: '小三元', pinyin: 'Xiǎo Sān Yuán', value: 64 },
  { n: 11, id: 'all-honors', name: 'All Honors', zh: '字一色', pinyin: 'Zì Yī Sè', value: 64 },
  { n: 12, id: 'four-concealed-pungs', name: 'Four Concealed Pungs', zh: '四暗刻', pinyin: 'Sì Àn Kè', value: 64 },
  { n: 13, id: 'pure-terminal-chows', name: 'Pure Terminal Chows', zh: '一色双龙会', pinyin: 'Yī Sè Shuāng Lóng Huì', value: 64 },
  { n: 14, id: 'quadruple-chow', name: 'Quadruple Chow', zh: '一色四同顺', pinyin: 'Yī Sè Sì Tóng Shùn', value: 48 },
  { n: 15, id: 'four-pure-shifted-pungs', name: 'Four Pure Shifted Pungs', zh: '一色四节高', pinyin: 'Yī Sè Sì Jié Gāo', value: 48 },
  { n: 16, id: 'four-pure-shifted-chows', name: 'Four Pure Shifted Chows', zh: '一色四步高', pinyin: 'Yī Sè Sì Bù Gāo', value: 32 },
  { n: 17, id: 'three-kongs', name: 'Three Kongs', zh: '三杠', pinyin: 'Sān Gàng', value: 32 },
  { n: 18, id: 'all-terminals-and-honors', name: 'All Terminals and Honors', zh: '混幺九', pinyin: 'Hùn Yāo Jiǔ', value: 32 },
  { n: 19, id: 'seven-pairs', name: 'Seven Pairs', zh: '七对', pinyin: 'Qī Duì', value: 24 },
  { n: 20, id: 'greater-honors-and-knitted-tiles', name: 'Greater Honors and Knitted Tiles', zh: '七星不靠', pinyin: 'Qī Xīng Bù Kào', value: 24 },
  { n: 21, id: 'all-even-pungs', name: 'All Even Pungs', zh: '全双刻', pinyin: 'Quán Shuāng Kè', value: 24 },
  { n: 22, id: 'full-flush', name: 'Full Flush', zh: '清一色', pinyin: 'Qīng Yī Sè', value: 24 },
  { n: 23, id: 'pure-triple-chow', name: 'Pure Triple Chow', zh: '一色三同顺', pinyin: 'Yī Sè Sān Tóng Shùn', value: 24 },
  { n: 24, id: 'pure-shifted-pungs', name: 'Pure Shifted Pungs', zh: '一色三节高', pinyin: 'Yī Sè Sān Jié Gāo', value: 24 },
  { n: 25, id: 'upper-tiles', name: 'Upper Tiles', zh: '全大', pinyin: 'Quán Dà', value: 24 },
  { n: 26, id: 'middle-tiles', name: 'Middle Tiles', zh: '全中', pinyin: 'Quán Zhōng', value: 24 },
  { n: 27, id: 'lower-tiles', name: 'Lower Tiles', zh: '全小', pinyin: 'Quán Xiǎo', value: 24 },
  { n: 28, id: 'pure-straight', name: 'Pure Straight', zh: '清龙', pinyin: 'Qīng Lóng', value: 16 },
  { n: 29, id: 'three-suited-terminal-chows', name: 'Three-Suited Terminal Chows', zh: '三色双龙会', pinyin: 'Sān Sè Shuāng Lóng Huì', value: 16 },
  { n: 30, id: 'pure-shifted-chows', name: 'Pure Shifted Chows', zh: '一色三步高', pinyin: 'Yī Sè Sān Bù Gāo', value: 16 },
  { n: 31, id: 'all-fives', name: 'All Fives', zh: '全带五', pinyin: 'Quán Dài Wǔ', value: 16 },
  { n: 32, id: 'triple-pung', name: 'Triple Pung', zh: '三同刻', pinyin: 'Sān Tóng Kè', value: 16 },
  { n: 33, id: 'three-concealed-pungs', name: 'Three Concealed Pungs', zh: '三暗刻', pinyin: 'Sān Àn Kè', value: 16 },
  { n: 34, id: 'lesser-honors-and-knitted-tiles', name: 'Lesser Honors and Knitted Tiles', zh: '全不靠', pinyin: 'Quán Bù Kào', value: 12 },
  { n: 35, id: 'knitted-straight', name: 'Knitted Straight', zh: '组合龙', pinyin: 'Zǔ Hé Lóng', value: 12 },
  { n: 36, id: 'upper-four', name: 'Upper Four', zh: '大于五', pinyin: 'Dà Yú Wǔ', value: 12 },
  { n: 37, id: 'lower-four', name: 'Lower Four', zh: '小于五', pinyin: 'Xiǎo Yú Wǔ', value: 12 },
  { n: 38, id: 'big-three-winds', name: 'Big Three Winds', zh: '三风刻', pinyin: 'Sān Fēng Kè', value: 12 },
  { n: 39, id: 'mixed-straight', name: 'Mixed Straight', zh: '花龙', pinyin: 'Huā Lóng', value: 8 },
  { n: 40, id: 'reversible-tiles', name: 'Reversible Tiles', zh: '推不倒', pinyin: 'Tuī Bù Dǎo', value: 8 },
  { n: 41, id: 'mixed-triple-chow', name: 'Mixed Triple Chow', zh: '三色三同顺', pinyin: 'Sān Sè Sān Tóng Shùn', value: 8 },
  { n: 42, id: 'mixed-shifted-pungs', name: 'Mixed Shifted Pungs', zh: '三色三节高', pinyin: 'Sān Sè Sān Jié Gāo', value: 8 },
  { n: 43, id: 'chicken-hand', name: 'Chicken Hand', zh: '无番和', pinyin: 'Wú Fān Hú', value: 8 },
  { n: 44, id: 'last-tile-draw', name: 'Last Tile Draw', zh: '妙手回春', pinyin: 'Miào Shǒu Huí Chūn', value: 8 },
  { n: 45, id: 'last-tile-claim', name: 'Last Tile Claim', zh: '海底捞月', pinyin: 'Hǎi Dǐ Lāo Yuè', value: 8 },
  { n: 46, id: 'out-with-replacement-tile', name: 'Out with Replacement Tile', zh: '杠上开花', pinyin: 'Gàng Shàng Kāi Huā', value: 8 },
  { n: 47, id: 'robbing-the-kong', name: 'Robbing the Kong', zh: '抢杠和', pinyin: 'Qiǎng Gàng Hú', value: 8 },
  { n: 48, id: 'all-pungs', name: 'All Pungs', zh: '碰碰和', pinyin: 'Pèng Pèng Hú', value: 6 },
  { n: 49, id: 'half-flush', name: 'Half Flush', zh: '混一色', pinyin: 'Hùn Yī Sè', value: 6 },
  { n: 50, id: 'mixed-shifted-chows', name: 'Mixed Shifted Chows', zh: '三色三步高', pinyin: 'Sān Sè Sān Bù Gāo', value: 6 },
  { n: 51, id: 'all-types', name: 'All Types', zh: '五门齐', pinyin: 'Wǔ Mén Qí', value: 6 },
  { n: 52, id: 'melded-hand', name: 'Melded Hand', zh: '全求人', pinyin: 'Quán Qiú Rén', value: 6 },
  { n: 53, id: 'two-concealed-kongs', name: 'Two Concealed Kongs', zh: '双暗杠', pinyin: 'Shuāng Àn Gàng', value: 6 },
  { n: 54, id: 'two-dragon-pungs', name: 'Two Dragon Pungs', zh: '双箭刻', pinyin: 'Shuāng Jiàn Kè', value: 6 },
  { n: 55, id: 'outside-hand', name: 'Outside Hand', zh: '全带幺', pinyin: 'Quán Dài Yāo', value: 4 },
  { n: 56, id: 'fully-concealed-hand', name: 'Fully Concealed Hand', zh: '不求人', pinyin: 'Bù Qiú Rén', value: 4 },
  { n: 57, id: 'two-melded-kongs', name: 'Two Melded Kongs', zh: '双明杠', pinyin: 'Shuāng Míng Gàng', value: 4 },
  { n: 58, id: 'last-tile', name: 'Last Tile', zh: '和绝张', pinyin: 'Hú Jué Zhāng', value: 4 },
  { n: 59, id: 'dragon-pung', name: 'Dragon Pung', zh: '箭刻', pinyin: 'Jiàn Kè', value: 2 },
  { n: 60, id: 'prevalent-wind', name: 'Prevalent Wind', zh: '圈风刻', pinyin: 'Quān Fēng Kè', value: 2 },
  { n: 61, id: 'seat-wind', name: 'Seat Wind', zh: '门风刻', pinyin: 'Mén Fēng Kè', value: 2 },
  { n: 62, id: 'concealed-hand', name: 'Concealed Hand', zh: '门前清', pinyin: 'Mén Qián Qīng', value: 2 },
  { n: 63, id: 'all-chows', name: 'All Chows', zh: '平和', pinyin: 'Píng Hú', value: 2 },
  { n: 64, id: 'tile-hog', name: 'Tile Hog', zh: '四归一', pinyin: 'Sì Guī Yī', value: 2 },
  { n: 65, id: 'double-pung', name: 'Double Pung', zh: '双同刻', pinyin: 'Shuāng Tóng Kè', value: 2 },
  { n: 66, id: 'two-concealed-pungs', name: 'Two Concealed Pungs', zh: '双暗刻', pinyin: 'Shuāng Àn Kè', value: 2 },
  { n: 67, id: 'concealed-kong', name: 'Concealed Kong', zh: '暗杠', pinyin: 'Àn Gàng', value: 2 },
  { n: 68, id: 'all-simples', name: 'All Simples', zh: '断幺', pinyin: 'Duàn Yāo', value: 2 },
  { n: 69, id: 'pure-double-chow', name: 'Pure Double Chow', zh: '一般高', pinyin: 'Yī Bān Gāo', value: 1 },
  { n: 70, id: 'mixed-double-chow', name: 'Mixed Double Chow', zh: '喜相逢', pinyin: 'Xǐ Xiāng Féng', value: 1 },
  { n: 71, id: 'short-straight', name: 'Short Straight', zh: '连六', pinyin: 'Lián Liù', value: 1 },
  { n: 72, id: 'two-terminal-chows', name: 'Two Terminal Chows', zh: '老少副', pinyin: 'Lǎo Shào Fù', value: 1 },
  { n: 73, id: 'pung-of-terminals-or-honors', name: 'Pung of Terminals or Honors', zh: '幺九刻', pinyin: 'Yāo Jiǔ Kè', value: 1 },
  { n: 74, id: 'melded-kong', name: 'Melded Kong', zh: '明杠', pinyin: 'Míng Gàng', value: 1 },
  { n: 75, id: 'one-voided-suit', name: 'One Voided Suit', zh: '缺一门', pinyin: 'Quē Yī Mén', value: 1 },
  { n: 76, id: 'no-honors', name: 'No Honors', zh: '无字', pinyin: 'Wú Zì', value: 1 },
  { n: 77, id: 'edge-wait', name: 'Edge Wait', zh: '边张', pinyin: 'Biān Zhāng', value: 1 },
  { n: 78, id: 'closed-wait', name: 'Closed Wait', zh: '坎张', pinyin: 'Kǎn Zhāng', value: 1 },
  { n: 79, id: 'single-wait', name: 'Single Wait', zh: '单钓将', pinyin: 'Dān Diào Jiàng', value: 1 },
  { n: 80, id: 'self-drawn', name: 'Self-Drawn', zh: '自摸', pinyin: 'Zì Mō', value: 1 },
  { n: 81, id: 'flower-tiles', name: 'Flower Tiles', zh: '花牌', pinyin: 'Huā Pái', value: 1 },
  { n: 82, id: 'concealed-kong-and-melded-kong', name: 'Concealed Kong and Melded Kong', zh: '明暗杠', pinyin: 'Míng Àn Gàng', value: 5 },
];

const BY_ID = new Map(FANS.map((f) => [f.id, f]));
export const fanById = (id: string): FanInfo | undefined => BY_ID.get(id);
