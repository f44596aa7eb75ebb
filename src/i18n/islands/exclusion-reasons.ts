/**
 * Why a pattern is not counted beside another (the `why` of each pattern's `excludes` and
 * `excludesAllExcept`, and the counting principles a variant plays by), shown under "Not counted"
 * in the scorer, in simplified Chinese and Vietnamese, keyed by the English the catalogue holds
 * (merged into ./variant-texts.ts). Pattern names as the catalogues give them in each language
 * (MCR: 自摸, 双同刻; Vietnamese: Tui Tui, Toàn Chử); the table rules a reason quotes by their
 * names in the options' table.
 */

const ZH_CN: Readonly<Record<string, string>> = {
  // Hong Kong and VMC.
  'Little Three Dragons already counts its two dragon pungs (“replacing dragon-triplet points”, as our rules summary puts it)':
    '小三元已经算了它的两组箭刻（本站规则摘要的说法是“代替箭刻的番”）',
  "the full set replaces that group's matching-flower point": '整套齐全，代替这一组的正花番',
  "the full set replaces that group's matching-season point": '整套齐全，代替这一组的正季番',
  // Rainbow Dragon.
  'this hand does not count the fan given by Valued Honors (the club sheet’s footnote 2)':
    '这手牌不计箭刻的番（俱乐部规则表的脚注2）',
  'this hand does not count the fan given by All Triplets (the club sheet’s footnote 3)':
    '这手牌不计碰碰和的番（俱乐部规则表的脚注3）',
  // Sichuan.
  'our rules summary: “All 2/5/8 pungs: 3, replacing all pungs”':
    '本站规则摘要：“将对（全是2/5/8的刻子）：3番，代替对对胡”',
  // MCR.
  'always one suit': '总是同一花色',
  'always concealed': '总是门前清',
  'always concealed; self-drawn, it scores Self-Drawn': '总是门前清；自摸时计自摸',
  'never holds honours': '从不含字牌',
  'implied by the one-suit shape': '同一花色的牌型已包含它',
  'the shape always holds a pung of 1s or 9s, which is part of it':
    '这个牌型总有一组1或9的刻子，它是牌型的一部分',
  'it is a shape of its own': '它自成一种牌型',
  'always a wait on a single tile': '总是单钓一张牌',
  'the table plays the strict 1998 reading': '本桌严格按1998年规则',
  'it is a shape of its own (Lesser Honors and Knitted Tiles with all seven honours)':
    '它自成一种牌型（含全部七种字牌的全不靠）',
  'contained in the four wind pungs': '已包含在四组风刻里',
  'four wind pungs are necessarily all pungs': '四组风刻必然是碰碰和',
  'the prevalent wind pung is part of it': '圈风刻是它的一部分',
  'the seat wind pung is part of it': '门风刻是它的一部分',
  'the wind pungs are part of it': '风刻是它的一部分',
  'contained in it': '已包含在它里面',
  'the dragon pungs are part of it': '箭刻是它的一部分',
  implied: '已隐含',
  'an honours hand is necessarily all pungs': '全是字牌的牌必然是碰碰和',
  'every pung is an honour pung': '每组刻子都是字牌刻子',
  'all three suits are missing': '三种数牌都没有',
  'for its three wind pungs': '因为它的三组风刻',
  'the two dragon pungs are part of it': '两组箭刻是它的一部分',
  'for that pung': '针对那组刻子',
  'the hand is one suit by construction': '这手牌按构成就是同一花色',
  contained: '已包含',
  'its four copies are the chows themselves': '四张相同的牌就在这几组顺子里',
  'the pair must be a suited tile, so there are no honours': '将牌必须是数牌，所以没有字牌',
  'becomes plain Self-Drawn': '改计普通的自摸',
  'a four-kong hand always waits on the pair': '四杠的牌总是单钓将',
  'common practice: its pungs of 1s and 9s are not also counted as Double Pung':
    '通常做法：它的1和9的刻子不再另计双同刻',
  'implied: no characters are reversible': '已隐含：万子没有推不倒的牌',
  'implied: the other three copies are in the robbed kong': '已隐含：另外三张都在被抢的杠里',
  'one wait fan at most, Edge first': '听牌番最多计一个，边张优先',
  'one wait fan at most, Closed before Single': '听牌番最多计一个，坎张先于单钓将',
  'Non-separation: sets already combined into a pattern are not split up and combined again among themselves into another pattern':
    '不拆移原则：已组成一个番种的几组牌，不再拆开，在它们之间重新组合成另一个番种',
  'Non-identical: a set already used for a pattern is not combined with another set into that same pattern again':
    '不得相同原则：已用于一个番种的一组牌，不再和另一组牌组合成同一个番种',
  'Account once: a set not yet used may be combined with the sets already used only once: a further combination counts only if no two of its sets are already joined through the combinations counted':
    '套算一次原则：还没用过的一组牌只能和已用过的牌组合一次：再有组合时，只有其中没有两组已经通过已计的组合连在一起，才算',
  // Vietnamese.
  'the bigger pattern replaces the smaller': '大番代替小番',
  'this pattern is always all triplets, and the table rule “All-triplet big patterns replace All Sets” counts only the big version':
    '这个番种总是全刻子，而桌规“全刻子的大番替代碰碰和”只计大的',
  'every Nine Gates hand is a Full Flush: the guide counts only the big version':
    '九莲宝灯总是清一色：指南只计大的',
  'Four Quads replaces the per-quad phán': '四杠代替每个杠的phán',
  'Four Quads replaces the concealed triplets': '四杠代替暗刻',
  'Little Three Dragons is made of these dragon triplets and the guide counts only the big version; a table may add their phán (the table rule “Little Three Dragons replaces its dragon-triplet phán”, on by default)':
    '小三元由这些箭刻组成，指南只计大的；牌桌可以加上它们的phán（桌规“小三元替代箭刻的phán”，默认打开）',
  'Big Three Dragons replaces the dragon-triplet phán': '大三元代替箭刻的phán',
  'the bigger pattern replaces the smaller, as the guide says': '大番代替小番，如指南所说',
  'Little Four Winds is made of these wind triplets: the guide counts only the big version':
    '小四喜由这些风刻组成：指南只计大的',
  'Big Four Winds is made of these wind triplets: the guide counts only the big version':
    '大四喜由这些风刻组成：指南只计大的',
  'every all-honours hand is also terminals-and-honours: the bigger pattern replaces the smaller, as the guide says':
    '字一色的牌也都是混幺九：大番代替小番，如指南所说',
  'All Four Seat Flowers is made of the four seat tiles and replaces their phán (the guide: the bigger replaces the smaller)':
    '四张本位花齐全由四张本位牌组成，代替它们的phán（指南：大的代替小的）',
  'the table rule “The single-wait-and-closed mủn replaces Single Wait and Fully Closed Hand” counts only the bonus':
    '桌规“单钓门清的mủn替代单钓和门清”只计加分',
  'the Big Three Dragons boost replaces the plain one (as riichi_advanced counts it)':
    '大三元的累进加值代替普通的（按riichi_advanced的算法）',
};

const VI: Readonly<Record<string, string>> = {
  // Hong Kong and VMC.
  'Little Three Dragons already counts its two dragon pungs (“replacing dragon-triplet points”, as our rules summary puts it)':
    'Tiểu Tam Nguyên đã tính hai Phỗng rồng của nó (“thay cho phán Phỗng rồng”, như tóm tắt luật của trang viết)',
  "the full set replaces that group's matching-flower point":
    'đủ bộ thay cho phán Hoa Cửa của nhóm đó',
  "the full set replaces that group's matching-season point":
    'đủ bộ thay cho phán Mùa Cửa của nhóm đó',
  // Rainbow Dragon.
  'this hand does not count the fan given by Valued Honors (the club sheet’s footnote 2)':
    'bài này không tính phán của Phỗng chữ có giá trị (chú thích 2 của bảng luật câu lạc bộ)',
  'this hand does not count the fan given by All Triplets (the club sheet’s footnote 3)':
    'bài này không tính phán của Toàn Phỗng (chú thích 3 của bảng luật câu lạc bộ)',
  // Sichuan.
  'our rules summary: “All 2/5/8 pungs: 3, replacing all pungs”':
    'tóm tắt luật của trang: “Toàn Phỗng 2/5/8: 3, thay cho Tui Tui”',
  // MCR.
  'always one suit': 'luôn chỉ một hàng',
  'always concealed': 'luôn là bài kín',
  'always concealed; self-drawn, it scores Self-Drawn':
    'luôn là bài kín; khi tự ù thì được tính Tự ù',
  'never holds honours': 'không bao giờ có quân chữ',
  'implied by the one-suit shape': 'đã hàm trong thế bài một hàng',
  'the shape always holds a pung of 1s or 9s, which is part of it':
    'thế bài luôn có một Phỗng 1 hoặc Phỗng 9, vốn là một phần của nó',
  'it is a shape of its own': 'đây là một thế bài riêng',
  'always a wait on a single tile': 'luôn chờ một quân',
  'the table plays the strict 1998 reading': 'bàn chơi theo cách đọc chặt luật 1998',
  'it is a shape of its own (Lesser Honors and Knitted Tiles with all seven honours)':
    'đây là một thế bài riêng (Chữ và quân đan nhỏ có đủ bảy quân chữ)',
  'contained in the four wind pungs': 'đã nằm trong bốn Phỗng gió',
  'four wind pungs are necessarily all pungs': 'bốn Phỗng gió tất nhiên là Tui Tui',
  'the prevalent wind pung is part of it': 'Phỗng gió vòng là một phần của nó',
  'the seat wind pung is part of it': 'Phỗng gió cửa là một phần của nó',
  'the wind pungs are part of it': 'các Phỗng gió là một phần của nó',
  'contained in it': 'đã nằm trong nó',
  'the dragon pungs are part of it': 'các Phỗng rồng là một phần của nó',
  implied: 'đã hàm sẵn',
  'an honours hand is necessarily all pungs': 'bài toàn quân chữ tất nhiên là Tui Tui',
  'every pung is an honour pung': 'mọi Phỗng đều là Phỗng chữ',
  'all three suits are missing': 'không có cả ba hàng số',
  'for its three wind pungs': 'vì ba Phỗng gió của nó',
  'the two dragon pungs are part of it': 'hai Phỗng rồng là một phần của nó',
  'for that pung': 'cho Phỗng đó',
  'the hand is one suit by construction': 'bài này theo cách dựng đã là một hàng',
  contained: 'đã bao gồm',
  'its four copies are the chows themselves': 'bốn quân giống nhau chính là nằm trong các sảnh đó',
  'the pair must be a suited tile, so there are no honours':
    'đôi phải là quân số, nên không có quân chữ',
  'becomes plain Self-Drawn': 'thành Tự ù thường',
  'a four-kong hand always waits on the pair': 'bài bốn Coong luôn chờ đôi',
  'common practice: its pungs of 1s and 9s are not also counted as Double Pung':
    'cách chơi thông thường: các Phỗng 1 và 9 của nó không tính thêm Hai Phỗng cùng số',
  'implied: no characters are reversible': 'đã hàm sẵn: không có quân Vạn nào đối xứng',
  'implied: the other three copies are in the robbed kong':
    'đã hàm sẵn: ba quân còn lại nằm trong Coong bị cướp',
  'one wait fan at most, Edge first': 'tối đa một điểm chờ, ưu tiên Chờ biên',
  'one wait fan at most, Closed before Single': 'tối đa một điểm chờ, Chờ giữa trước Chờ đơn',
  'Non-separation: sets already combined into a pattern are not split up and combined again among themselves into another pattern':
    'Không tách: các bộ đã ghép thành một cách ù thì không tách ra để ghép lại với nhau thành cách ù khác',
  'Non-identical: a set already used for a pattern is not combined with another set into that same pattern again':
    'Không lặp: một bộ đã dùng cho một cách ù thì không ghép với bộ khác thành chính cách ù đó lần nữa',
  'Account once: a set not yet used may be combined with the sets already used only once: a further combination counts only if no two of its sets are already joined through the combinations counted':
    'Tính một lần: một bộ chưa dùng chỉ được ghép với các bộ đã dùng một lần: một tổ hợp nữa chỉ được tính nếu không có hai bộ nào của nó đã nối với nhau qua các tổ hợp đã tính',
  // Vietnamese.
  'the bigger pattern replaces the smaller': 'cách ù lớn thay cho cách ù nhỏ',
  'this pattern is always all triplets, and the table rule “All-triplet big patterns replace All Sets” counts only the big version':
    'cách ù này luôn toàn Phỗng, và luật bàn “Cách ù lớn toàn Phỗng thay cho Toàn Phỗng” chỉ tính cách lớn',
  'every Nine Gates hand is a Full Flush: the guide counts only the big version':
    'mọi bài Cửu Tử Liên Hoàn đều là Toàn Hàng: hướng dẫn chỉ tính cách lớn',
  'Four Quads replaces the per-quad phán': 'Coong Coong thay cho phán của từng Coong',
  'Four Quads replaces the concealed triplets': 'Coong Coong thay cho các Phỗng kín',
  'Little Three Dragons is made of these dragon triplets and the guide counts only the big version; a table may add their phán (the table rule “Little Three Dragons replaces its dragon-triplet phán”, on by default)':
    'Tiểu Tam Nguyên gồm các Phỗng Rồng này và hướng dẫn chỉ tính cách lớn; bàn có thể cộng phán của chúng (luật bàn “Tiểu Tam Nguyên thay cho phán Phỗng Rồng”, mặc định bật)',
  'Big Three Dragons replaces the dragon-triplet phán': 'Đại Tam Nguyên thay cho phán Phỗng Rồng',
  'the bigger pattern replaces the smaller, as the guide says':
    'cách ù lớn thay cho cách ù nhỏ, như hướng dẫn nói',
  'Little Four Winds is made of these wind triplets: the guide counts only the big version':
    'Tiểu Tứ Hỉ gồm các Phỗng Gió này: hướng dẫn chỉ tính cách lớn',
  'Big Four Winds is made of these wind triplets: the guide counts only the big version':
    'Đại Tứ Hỉ gồm các Phỗng Gió này: hướng dẫn chỉ tính cách lớn',
  'every all-honours hand is also terminals-and-honours: the bigger pattern replaces the smaller, as the guide says':
    'mọi bài Toàn Chử cũng là Tui Tui Lai Nhất Cửu: cách ù lớn thay cho cách ù nhỏ, như hướng dẫn nói',
  'All Four Seat Flowers is made of the four seat tiles and replaces their phán (the guide: the bigger replaces the smaller)':
    'Hoa Cửa, Mùa Cửa, Hoàng Cửa, Hậu Cửa gồm bốn quân theo chỗ ngồi và thay cho phán của chúng (hướng dẫn: cái lớn thay cho cái nhỏ)',
  'the table rule “The single-wait-and-closed mủn replaces Single Wait and Fully Closed Hand” counts only the bonus':
    'luật bàn “Mủn chờ một quân và bài kín thay cho Chờ Một và Bài Kín” chỉ tính khoản thưởng',
  'the Big Three Dragons boost replaces the plain one (as riichi_advanced counts it)':
    'khoản tăng với Đại Tam Nguyên thay cho khoản thường (như riichi_advanced tính)',
};

/** The reasons in each written language, English → that language. */
export const EXCLUSION_REASONS: Readonly<Record<'zh-cn' | 'vi', Readonly<Record<string, string>>>> =
  {
    'zh-cn': ZH_CN,
    vi: VI,
  };
