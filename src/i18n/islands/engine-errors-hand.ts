/**
 * A hand's own refusals beyond engine.ts's common ones, in each language by the error's `reason`:
 * a meld of no kind, a concealed chow or pung, a bounce where nothing bounces, and the shape of a
 * hand sent as JSON (met through the command line; said here too so none stays English).
 * English is the engine's own message.
 */
const ZH_CN = {
  'meld-kind': '“{value}”不是组牌的种类：用吃、碰或杠。',
  'meld-no-tiles': '这组牌没有写出它的牌。',
  'bounced-here': '[{meld}]记了弹出的牌（{tiles}）：这种玩法没有可以弹出的混儿。',
  'concealed-meld': '[{meld}]：只有杠可以暗着放下；暗的{kind}请留在手牌里。',
  'hand-no-concealed': '这手牌要有一串手牌（牌的代码）。',
  'waiting-has-winning': '听牌还没有和张。',
  'bad-bounce-code': '{group}里的“^{text}”：弹牌要写这副牌里的一张混儿。',
  'chow-marker': '{group}：只有一张真牌加两张混儿的吃才需要写“chow:”。',
  'notation-not-string': '这手牌要写成一串牌的文字。',
  'hand-json-shape': '这手牌要写成牌的文字，例如“123m456p @5p”，或者含手牌、组、和张和花牌的对象。',
  'hand-json-list': '“{key}”必须是一串牌的代码。',
  'hand-json-meld': '第{number}组必须是一个对象，含种类、牌和是否亮出。',
  'hand-json-winning': '和张必须是一张牌的代码。',
};

type Reason = keyof typeof ZH_CN;

const VI: Record<Reason, string> = {
  'meld-kind': '“{value}” không phải loại bộ: dùng Ăn, Phỗng hoặc Coong.',
  'meld-no-tiles': 'Bộ này chưa ghi các quân của nó.',
  'bounced-here':
    '[{meld}] ghi các quân nẩy ({tiles}): lối chơi này không có quân Joker nào để nẩy.',
  'concealed-meld': '[{meld}]: chỉ Coong mới được hạ úp; {kind} úp hãy để trong bài.',
  'hand-no-concealed': 'Bài phải có một danh sách quân trên tay (mã quân).',
  'waiting-has-winning': 'Bài chờ chưa có quân ù.',
  'bad-bounce-code': '“^{text}” trong {group}: quân nẩy phải là một quân Joker của bộ bài.',
  'chow-marker': '{group}: chỉ bộ Ăn gồm một quân thật và hai quân Joker mới cần ghi “chow:”.',
  'notation-not-string': 'Bài phải là một chuỗi quân bài.',
  'hand-json-shape':
    'Bài phải là một chuỗi quân như “123m456p @5p”, hoặc một đối tượng có quân trên tay, các bộ, quân ù và quân hoa.',
  'hand-json-list': '“{key}” phải là một danh sách mã quân.',
  'hand-json-meld': 'Bộ thứ {number} phải là một đối tượng có loại, các quân và đã hạ hay chưa.',
  'hand-json-winning': 'Quân ù phải là một mã quân.',
};

export const HAND_ERRORS = { 'zh-cn': ZH_CN, vi: VI };
