/*
 * Passwords people choose most often, refused at signup and at password reset
 * (OWASP ASVS v5 6.2.4 asks for a check against at least the top 3,000).
 *
 * With no download at build time, the list is generated here, deterministically, from
 * what breached-password lists are made of: the classic top passwords, words and names
 * people decorate with a number or a symbol ('Password1', 'Welcome123', 'Accra2025'),
 * keyboard walks, digit runs, look-alike spellings ('P@ssw0rd') and words from Ghanaian
 * life (towns, day names, football clubs, food, faith). Matching ignores case, so
 * 'password1' also catches 'Password1' and 'PASSWORD1', which pass the composition rule.
 */

/** A list written as words separated by white space; a line starting with '#' is a comment. */
const words = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join(' ')
    .split(/\s+/)
    .filter((word) => word !== '');

/** The classic top of breached-password lists, as people type them. */
const CLASSICS = words(`
  123456 12345 123456789 12345678 1234567 1234567890 1234 123123 111111 000000 654321 666666 121212
  112233 123321 987654321 987654 7777777 555555 222222 999999 11111111 159753 789456 147258369
  123654 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx zaq12wsx zaq1zaq1 qazwsx q1w2e3r4 qwe123 abc123
  abcd1234 aa123456 a123456 123abc password password1 password123 passw0rd p@ssw0rd p@ssword
  pa$$word iloveyou iloveu iloveyou1 iloveme letmein trustno1 welcome admin administrator root login
  guest test test123 changeme default secret master access starwars whatever freedom superman batman
  spiderman pokemon naruto jordan23 blink182 princess sunshine football baseball basketball soccer
  monkey dragon shadow mustang michael charlie donald qwerty qwertyuiop asdfgh asdfghjkl zxcvbnm
  azerty qwertz google facebook instagram whatsapp youtube samsung iphone computer internet
  mypassword nopassword hello123 loveme lovely babygirl hottie flower cookie chocolate butterfly
  tigger ashley jessica daniel nicole michelle jennifer joshua andrew matthew robert thomas hunter
  killer buster ginger pepper maggie bailey harley ferrari mercedes porsche corvette yamaha lakers
  liverpool chelsea arsenal manchester barcelona realmadrid juventus messi ronaldo cr7 neymar
`);

/** Words and names people decorate with digits and symbols; all lower case. */
const BASES = words(`
  password passw0rd p@ssword p@ssw0rd pass pass1234 welcome welc0me admin adm1n letmein qwerty
  qwertyuiop asdf asdfgh asdfghjkl zxcvbnm qazwsx abc abcd abcdef iloveyou ilovegod ilovejesus
  ilovemum ilovemymum ilovemom ilovemydad loveyou love lover lovely mylove sweetheart honey baby
  babygirl babyboy angel princess prince king queen monkey dragon tiger lion eagle shadow master
  secret freedom sunshine summer winter spring autumn flower rainbow diamond silver golden money
  cash rich success winner champion hello hi friend friends family mother father mummy daddy sister
  brother football soccer baseball basketball computer internet google samsung iphone android nokia
  starwars superman batman pokemon naruto matrix killer hunter ranger soldier pilot doctor nurse
  teacher student school college michael daniel david john james joseph samuel peter paul andrew
  richard robert thomas charles george stephen emmanuel isaac jacob abraham moses elijah solomon
  benjamin jonathan joshua caleb mary elizabeth jessica jennifer michelle nicole ashley sarah grace
  joyce esther ruth deborah rebecca rachel patience mercy gifty comfort charity faith hope blessing
  blessed favour victory glory praise amen hallelujah jesus jesus4me jesuslovesme jesuschrist christ
  god godisgood godislove goodgod lord heaven trinity bible church chelsea arsenal liverpool manutd
  manchester barcelona realmadrid messi ronaldo mercedes toyota honda nissan ferrari bmw lexus car
  driver travel holiday company office business user guest test login root system server changeme
  default access trustno1 whatever nothing something computer1 letmein1
  # Ghana: the country, towns and places, clubs and stars, names, food, money, phones.
  ghana ghanaian gh accra kumasi tamale takoradi sekondi capecoast tema koforidua sunyani ho wa
  bolgatanga techiman obuasi kasoa madina osu labadi legon adenta nima ashaiman teshie nungua
  dansoman lapaz achimota spintex eastlegon ashanti asante volta fante ewe ga akan twi akwaaba
  medaase ayekoo chale blackstars blackstar blackqueens kotoko asantekotoko heartsofoak hearts
  phobia aduana medeama gyan asamoah essien ayew andreayew jordanayew partey kudus appiah muntari
  nkrumah kwame kwamenkrumah kofi kwaku kwadwo kwabena kwesi kojo yaw kwasi akosua adwoa abena akua
  yaa afia ama esi efua adjoa nana nanaama nanayaw mensah owusu osei boateng agyeman
  agyemang amoah addo darko badu boakye ofori opoku acheampong quaye tetteh annan kofiannan jollof
  kenkey fufu banku waakye kelewele shito kente adinkra gyenyame onyame nyame cedi cedis momo
  mobilemoney mtn vodafone telecel airteltigo tigo trotro okada homowo odwira independence republic
`);

/** What people put after a base word: digits, symbols, recent years, 1957 and a few birth years. */
const SUFFIXES = [
  '',
  ...words(`
  1 2 12 123 1234 12345 123456 ! 1! 12! 123! @1 @123 #1 . 01 007 11 13 21 22 23 69 77 88 99 00 100
  111 143 321 2000 2010 2015 2018 2019 2020 2021 2022 2023 2024 2025 2026 1957 1990 1995
`),
];

/** Keyboard walks and digit runs, alone and with the usual endings. */
const KEYBOARD_WALKS = words(`
  qwerty qwertyu qwertyui qwertyuiop asdfgh asdfghj asdfghjk asdfghjkl zxcvbn zxcvbnm qazwsx
  qazwsxedc 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1xsw2 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4
  q1w2e3r4t5 qweasd qweasdzxc qwe123 qwer1234 asd123 zxc123 azerty azertyuiop qwertz mnbvcxz
  poiuytrewq lkjhgfdsa abcdefg abcdefgh abc123 abcd1234 a1b2c3 a1b2c3d4 1a2b3c aaa111 aa123456
  a123456 a12345678 qwerty123 qwerty1
`);

/** Runs of one digit, counting up and down, and the usual repeated pairs. */
function digitRuns(): string[] {
  const runs: string[] = [];
  for (let digit = 0; digit <= 9; digit++)
    for (let length = 4; length <= 10; length++) runs.push(String(digit).repeat(length));
  const up = '01234567890';
  const down = '98765432109';
  for (let start = 0; start <= 5; start++)
    for (let length = 4; length <= 10 && start + length <= up.length; length++)
      runs.push(up.slice(start, start + length), down.slice(start, start + length));
  runs.push('121212', '12121212', '112233', '11223344', '123123', '123123123', '123321', '1234321');
  runs.push('696969', '131313', '159753', '147258', '147258369', '159357', '789456', '456789');
  runs.push('20202020', '12344321', '1231234', '5201314', '00000000', '0123456789');
  return runs;
}

const LOOK_ALIKES: Record<string, string> = { a: '@', o: '0', e: '3', i: '1', s: '$' };

/** 'password' → 'p@$$w0rd': every letter that has a look-alike replaced. */
const lookAlike = (word: string) => word.replace(/[aoeis]/g, (letter) => LOOK_ALIKES[letter] ?? letter);

function generate(): string[] {
  const passwords = new Set<string>(CLASSICS);
  for (const base of BASES) for (const suffix of SUFFIXES) passwords.add(base + suffix);
  for (const walk of KEYBOARD_WALKS)
    for (const suffix of ['', '1', '12', '123', '!', '1!', '2024', '2025', '2026'])
      passwords.add(walk + suffix);
  for (const run of digitRuns()) passwords.add(run);
  for (const base of BASES) {
    const disguised = lookAlike(base);
    if (disguised !== base)
      for (const suffix of ['', '1', '12', '123', '!', '1!', '2025']) passwords.add(disguised + suffix);
  }
  return [...passwords].filter((password) => password.length >= 4).map((password) => password.toLowerCase());
}

/** Every common password, in lower case. */
export const COMMON_PASSWORDS: readonly string[] = Object.freeze([...new Set(generate())]);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.length;

const commonPasswords = new Set(COMMON_PASSWORDS);

/** True when the password is on the list, ignoring case: 'Password1' is as common as 'password1'. */
export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());
