/** Shqip. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const sq: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Përpjesëtimi', category: 'Përpjesëtime' },
    absolute: { title: 'Vlera absolute', category: 'Vlera absolute' },
    gcdLcm: { title: 'PMP dhe SHVP', category: 'Pjesëtueshmëria' },
    arithmetic: { title: 'Llogaritja e vlerës së shprehjes', category: 'Aritmetikë' },
    fractions: { title: 'Veprime me thyesa', category: 'Thyesa' },
    roots: { title: 'Fuqi dhe rrënjë', category: 'Fuqi dhe rrënjë' },
    percent: { title: 'Llogaritja e përqindjes', category: 'Përqindje' },
    linear: { title: 'Zgjidhja e ekuacionit linear', category: 'Ekuacione lineare' },
    quadratic: { title: 'Zgjidhja e ekuacionit të fuqisë së dytë', category: 'Ekuacione të fuqisë së dytë' },
    system: { title: 'Zgjidhja e sistemit të ekuacioneve lineare', category: 'Sisteme ekuacionesh' },
    inequality: { title: 'Zgjidhja e inekuacionit linear', category: 'Inekuacione' },
    simplify: { title: 'Thjeshtimi i shprehjes', category: 'Shprehje algjebrike' },
  },
  concepts: {
    proportion: 'përpjesëtimi',
    absoluteValue: 'vlera absolute',
    primeFactors: 'zbërthimi në faktorë të thjeshtë',
    orderOfOperations: 'radha e veprimeve',
    fractions: 'thyesat',
    commonDenominator: 'emëruesi i përbashkët',
    decimals: 'numrat dhjetorë',
    powers: 'fuqizimi',
    squareRoots: 'rrënja katrore',
    percent: 'përqindja',
    divisionWithRemainder: 'pjesëtimi me mbetje',
    linearEquation: 'ekuacioni linear',
    equivalentTransformations: 'shndërrimet ekuivalente',
    quadraticEquation: 'ekuacioni i fuqisë së dytë',
    discriminant: 'diskriminanti',
    factoring: 'zbërthimi në faktorë',
    system: 'sistemi i ekuacioneve',
    substitution: 'metoda e zëvendësimit',
    elimination: 'metoda e koeficientëve të kundërt',
    inequality: 'inekuacioni',
    likeTerms: 'mbledhja e kufizave të ngjashme',
    check: 'verifikimi i zgjidhjes',
  },
  difficulty: { easy: 'E lehtë', medium: 'Mesatare', hard: 'E vështirë' },
  intro: {
    proportion: (t) => `Zgjidhim përpjesëtimin ${M(t)}.`,
    absolute: (t) => `Zgjidhim detyrën me vlerë absolute ${M(t)}.`,
    gcdLcm: (t) => `Gjejmë ${M(t)} duke i zbërthyer numrat në faktorë të thjeshtë.`,
    arithmetic: (t) => `Duhet të llogarisim vlerën e shprehjes ${M(t)}, duke respektuar radhën e veprimeve.`,
    fractions: (t) =>
      `Duhet të llogarisim ${M(t)}. Punojmë me thyesa dhe rezultatin e thjeshtojmë plotësisht.`,
    roots: (t) => `Duhet të llogarisim ${M(t)} me rregullat e fuqive dhe rrënjëve.`,
    percent: (t) => `Duhet të llogarisim ${M(t)}. Përqindja është pjesë e së tërës e shprehur në të qindta.`,
    linear: (t) =>
      `Zgjidhim ekuacionin linear ${M(t)}: kërkojmë numrin që, i vendosur në vend të të panjohurës, jep barazim të saktë.`,
    quadratic: (t) => `Zgjidhim ekuacionin e fuqisë së dytë ${M(t)}. Ai ka më së shumti dy zgjidhje reale.`,
    system: (t) => `Zgjidhim sistemin ${M(t)}: kërkojmë çiftin e numrave që plotëson të dy ekuacionet.`,
    inequality: (t) =>
      `Zgjidhim inekuacionin ${M(t)}: kërkojmë të gjithë numrat për të cilët ai është i vërtetë.`,
    simplify: (t) => `Duhet të thjeshtojmë shprehjen ${M(t)}: heqim kllapat dhe mbledhim kufizat e ngjashme.`,
  },
  steps: {
    abs: (p) => ({
      what: `Vlera absolute: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'Vlera absolute e një numri është largësia e tij nga zero, prandaj nuk është kurrë negative.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} do të thotë ${M(p.cases)}.`,
      why: 'Dy numra kanë të njëjtën vlerë absolute kur janë të barabartë ose të kundërt.',
    }),
    absRoots: (p) => ({
      what: `Zgjidhim të dy ekuacionet: ${M(p.roots)}.`,
      why: 'Secili nga dy ekuacionet lineare jep nga një zgjidhje.',
    }),
    absNegative: (p) => ({
      what: `Vlera absolute nuk mund të jetë e barabartë me ${M(p.c)}.`,
      why: 'Vlera absolute nuk është kurrë negative, prandaj ekuacioni nuk ka zgjidhje.',
    }),
    proportion: (p) => ({
      what: `Prodhimi i kufizave të jashtme është i barabartë me prodhimin e kufizave të brendshme: ${M(p.eq)}.`,
      why: 'Kjo është vetia themelore e përpjesëtimit.',
    }),
    primeFactors: (p) => ({
      what: `I zbërthejmë numrat në faktorë të thjeshtë: ${M(p.work)}.`,
      why: 'Nga faktorët e thjeshtë shihet çfarë kanë të përbashkët numrat.',
    }),
    gcd: (p) => ({
      what: `Marrim faktorët e përbashkët me eksponentin më të vogël: ${M(p.work)}.`,
      why: 'Pjesëtuesi më i madh i përbashkët e pjesëton secilin numër.',
    }),
    lcm: (p) => ({
      what: `Marrim të gjithë faktorët me eksponentin më të madh: ${M(p.work)}.`,
      why: 'Shumëfishi më i vogël i përbashkët pjesëtohet me secilin numër.',
    }),
    divisionByZero: (p) => ({
      what: `Në shprehjen ${M(p.expr)} pjesëtojmë me zero.`,
      why: 'Pjesëtimi me zero nuk është i përcaktuar, prandaj shprehja nuk ka vlerë.',
    }),
    negativeRadicand: (p) => ({
      what: `Në shprehjen ${M(p.expr)} marrim rrënjën katrore të një numri negativ.`,
      why: 'Rrënja katrore e një numri negativ nuk është e përcaktuar në numrat realë, prandaj shprehja nuk ka vlerë.',
    }),
    reducesToLinear: (p) => ({
      what: `Katrorët e të panjohurës thjeshtohen, prandaj ekuacioni ${M(p.eq)} kthehet në ekuacion linear.`,
      why: 'Kur kufizat me katrorin e të panjohurës në të dy anët thjeshtohen, mbetet një ekuacion linear, që e zgjidhim si çdo ekuacion linear.',
    }),
    add: (p) => ({
      what: `Mbledhim ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Mbledhim numrat.',
      more: 'Mbledhjen mund ta verifikojmë me zbritje.',
    }),
    sub: (p) => ({
      what: `Zbresim ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Zbresim numrat.',
      more: 'Zbritjen mund ta verifikojmë me mbledhje.',
    }),
    mul: (p) => ({
      what: `Shumëzojmë ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Shumëzojmë numrat.',
      more: 'Shumëzimi është mbledhje e shkurtuar e mbledhorëve të barabartë.',
    }),
    div: (p) => ({
      what: `Pjesëtojmë ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Pjesëtojmë numrat.',
      more: 'Pjesëtimin e verifikojmë me shumëzim: herësi herë pjesëtuesin jep të pjesëtueshmin.',
    }),
    divRemainder: (p) => ({
      what: `Pjesëtojmë ${M(`${p.a} : ${p.b}`)}: herësi është ${M(p.q)} dhe mbetja ${M(p.rem)}.`,
      why: `Numri ${M(p.b)} përmbahet në ${M(p.a)} ${M(p.q)} herë dhe mbeten ${M(p.rem)}.`,
      more: 'Mbetja është gjithmonë më e vogël se pjesëtuesi.',
    }),
    fracAdd: (p) => ({
      what: `I sjellim thyesat në emëruesin e përbashkët ${M(p.den)} dhe llogarisim ${M(p.work)}.`,
      why: 'Thyesat i mbledhim dhe i zbresim vetëm kur kanë emërues të njëjtë; atëherë punojmë vetëm me numëruesit.',
      more: 'Emëruesi i përbashkët është shumëfishi më i vogël i përbashkët i emëruesve; numëruesin dhe emëruesin i zgjerojmë me të njëjtin numër.',
    }),
    fracMul: (p) => ({
      what: `Shumëzojmë thyesat: ${M(p.work)}.`,
      why: 'Numëruesin e shumëzojmë me numëruesin dhe emëruesin me emëruesin, pastaj thjeshtojmë.',
    }),
    fracDiv: (p) => ({
      what: `Pjesëtimin e zëvendësojmë me shumëzim me të anasjelltën ${M(p.recip)}: ${M(p.work)}.`,
      why: 'Të pjesëtosh me një thyesë do të thotë të shumëzosh me të anasjelltën e saj.',
    }),
    pow: (p) => ({
      what: `Llogarisim fuqinë ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `Fuqia do të thotë që bazën ${M(p.base)} e shumëzojmë me vetveten ${M(p.exp)} herë.`,
    }),
    sqrt: (p) => ({
      what: `Llogarisim rrënjën ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `Rrënja katrore është numri jonegativ, katrori i të cilit është ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Nxjerrim faktor jashtë rrënjës: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `Numri ${M(p.radicand)} nuk është katror i plotë, prandaj ndajmë faktorin e tij më të madh katror ${M(p.square)}.`,
    }),
    percent: (p) => ({
      what: `Përqindjen e shkruajmë si thyesë: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Përqindja do të thotë „për njëqind”, pra thyesë me emërues 100.',
    }),
    percentOf: (p) => ({
      what: `Llogarisim ${M(p.p)} të ${M(p.n)}: ${M(p.work)}.`,
      why: 'Përqindjen e një numri e marrim kur numrin e shumëzojmë me përqindjen e shkruar si thyesë.',
      more: 'Për shembull, 50% është gjysma, ndërsa 25% është një e katërta e së tërës.',
    }),
    order: (r) =>
      ({
        brackets: 'Së pari llogarisim atë që është brenda kllapave.',
        powers: 'Fuqitë dhe rrënjët llogariten para shumëzimit, pjesëtimit, mbledhjes dhe zbritjes.',
        multiplyFirst: 'Shumëzimi dhe pjesëtimi kryhen para mbledhjes dhe zbritjes.',
        leftToRight: 'Veprimet e së njëjtës shkallë i kryejmë me radhë, nga e majta në të djathtë.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Thyesën e papërshtatshme e shkruajmë si numër të përzier: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Pjesën e plotë e marrim duke pjesëtuar numëruesin me emëruesin; mbetja mbetet në numërues.',
    }),
    expand: (p) => ({
      what: `Rregullojmë të dyja anët: ${M(p.eq)}.`,
      why: 'Heqim kllapat duke shumëzuar çdo kufizë në kllapë me numrin para saj, pastaj mbledhim kufizat e ngjashme.',
      more: 'Minusi para kllapës ndryshon shenjën e çdo kufize brenda saj.',
    }),
    clearFractions: (p) => ({
      what: `Shumëzojmë të dyja anët me ${M(p.lcd)}: ${M(p.eq)}.`,
      why: `Duke shumëzuar të dyja anët me emëruesin e përbashkët ${M(p.lcd)}, heqim thyesat dhe barazimi mbetet i saktë.`,
    }),
    transpose: (p) => ({
      what: `Kufizat me të panjohurën i kalojmë majtas, ndërsa numrat djathtas: ${M(p.eq)}.`,
      why: 'Kur një kufizë kalon në anën tjetër, ndryshon shenjën.',
      more: 'Kjo është njësoj si të zbresim (ose të shtojmë) të njëjtin numër në të dyja anët.',
    }),
    combine: (p) => ({
      what: `Mbledhim kufizat e ngjashme: ${M(p.eq)}.`,
      why: 'Kufizat me të panjohurën i mbledhim mes tyre, dhe numrat mes tyre.',
    }),
    divideBoth: (p) => ({
      what: `Pjesëtojmë të dyja anët me ${M(p.coef)}: ${M(p.eq)}.`,
      why: 'Duke pjesëtuar të dyja anët me të njëjtin numër jozero, e panjohura mbetet vetëm dhe zgjidhjet nuk ndryshojnë.',
    }),
    divideFlip: (p) => ({
      what: `Pjesëtojmë të dyja anët me numrin negativ ${M(p.coef)} dhe e kthejmë shenjën e mosbarazimit: ${M(p.eq)}.`,
      why: 'Kur një inekuacion shumëzohet ose pjesëtohet me numër negativ, shenja e mosbarazimit ndryshon drejtim.',
      more: 'Për shembull, \\(2 < 3\\), por \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Të panjohurat u eliminuan: ${M(p.eq)}.`,
      why: 'Morëm një pohim të vërtetë që nuk varet nga e panjohura, prandaj çdo numër është zgjidhje.',
    }),
    contradiction: (p) => ({
      what: `Të panjohurat u eliminuan: ${M(p.eq)}.`,
      why: 'Morëm një pohim të rremë që nuk varet nga e panjohura, prandaj zgjidhje nuk ka.',
    }),
    standardForm: (p) => ({
      what: `I kalojmë të gjitha kufizat majtas dhe e shkruajmë ekuacionin në trajtë të përgjithshme: ${M(p.eq)}.`,
      why: 'Ekuacioni i fuqisë së dytë zgjidhet kur është shkruar si \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Shumëzojmë ekuacionin me \\(-1\\): ${M(p.eq)}.`,
      why: 'Është më lehtë kur koeficienti i katrorit është pozitiv.',
    }),
    factorCommon: (p) => ({
      what: `Nxjerrim faktorin e përbashkët ${M(p.v)} para kllapave: ${M(p.eq)}.`,
      why: 'Kufiza e lirë është zero, prandaj e panjohura gjendet në çdo kufizë.',
    }),
    zeroProduct: (p) => ({
      what: `Prodhimi është zero: ${M(p.eq)}.`,
      why: 'Prodhimi është zero vetëm nëse të paktën njëri faktor është zero.',
    }),
    isolateSquare: (p) => ({
      what: `Veçojmë katrorin e të panjohurës: ${M(p.eq)}.`,
      why: 'Nuk ka kufizë lineare, prandaj e zgjidhim me rrënjëzim.',
    }),
    sqrtBoth: (p) => ({
      what: `Rrënjëzojmë të dyja anët: ${M(p.eq)}.`,
      why: 'Dy numra kanë katrorin e dhënë: një pozitiv dhe i kundërti i tij.',
    }),
    discriminant: (p) => ({
      what: `Llogarisim diskriminantin për \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\): ${M(p.work)}.`,
      why: 'Shenja e diskriminantit tregon sa zgjidhje reale ka ekuacioni.',
    }),
    noRealRoots: (p) => ({
      what: `Vlera ${M(p.d)} është negative.`,
      why: 'Katrori i asnjë numri real nuk është negativ, prandaj ekuacioni nuk ka zgjidhje reale.',
    }),
    formula: (p) => ({
      what: `Zbatojmë formulën për zgjidhjet e ekuacionit të fuqisë së dytë: ${M(p.work)}.`,
      why: 'Diskriminanti është pozitiv, prandaj ka dy zgjidhje reale të ndryshme.',
    }),
    doubleRoot: (p) => ({
      what: `Diskriminanti është zero: ${M(p.work)}.`,
      why: 'Kur diskriminanti është zero, ekuacioni ka një zgjidhje (të dyfishtë).',
    }),
    vieta: (p) => ({
      what: `E zbërthejmë trinomin në faktorë: ${M(p.eq)}.`,
      why: `Kërkojmë dy numra me shumë ${M(p.sum)} dhe prodhim ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Rregullojmë të dy ekuacionet: ${M(p.sys)}.`,
      why: 'Në çdo ekuacion të panjohurat i shkruajmë majtas dhe numrat djathtas.',
    }),
    express: (p) => ({
      what: `Nga njëri ekuacion shprehim ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Zgjedhim të panjohurën me koeficient \\(1\\) ose \\(-1\\), sepse shprehet më lehtë.',
    }),
    substitute: (p) => ({
      what: `Zëvendësojmë ${M(p.v)} në ekuacionin tjetër: ${M(p.eq)}.`,
      why: 'Kështu marrim një ekuacion me vetëm një të panjohur.',
    }),
    solveOne: (p) => ({
      what: `Zgjidhim ekuacionin e marrë sipas ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Heqim kllapat, mbledhim kufizat e ngjashme dhe pjesëtojmë me koeficientin.',
    }),
    backSubstitute: (p) => ({
      what: `Zëvendësojmë vlerën e gjetur dhe llogarisim ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Vlerën e njohur të njërës të panjohur e vendosim në shprehjen për tjetrën.',
    }),
    multiplyEquations: (p) => ({
      what: `Shumëzojmë ekuacionet që koeficientët e ${M(p.v)} të jenë numra të kundërt: ${M(p.sys)}.`,
      why: 'Kur i mbledhim ekuacionet, kjo e panjohur zhduket.',
    }),
    addEquations: (p) => ({
      what: `Mbledhim ekuacionet dhe gjejmë ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Kufizat me koeficientë të kundërt eliminohen.',
    }),
    expandExpr: (p) => ({
      what: `Heqim kllapat dhe mbledhim kufizat e ngjashme: ${M(p.expr)}.`,
      why: 'Çdo kufizë të një kllape e shumëzojmë me çdo kufizë të tjetrës, pastaj mbledhim kufizat e së njëjtës shkallë.',
    }),
    collectTerms: (p) => ({
      what: `Mbledhim kufizat e ngjashme: ${M(p.expr)}.`,
      why: 'Kufizat e ngjashme kanë të njëjtat ndryshore me të njëjtët eksponentë, prandaj mbledhim koeficientët e tyre.',
    }),
    checkPoint: (p) => ({
      what: `Verifikim me një numër nga bashkësia e zgjidhjeve, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Çdo numër nga bashkësia e zgjidhjeve duhet të plotësojë inekuacionin fillestar.',
    }),
    check: (p) => ({
      what: `Verifikimi: ${M(p.work)}.`,
      why: 'Zgjidhjen e vendosim në detyrën fillestare; të dyja anët përputhen, prandaj zgjidhja është e saktë.',
    }),
  },
  words: {
    or: 'ose',
    remainder: 'mbetja',
    and: 'dhe',
    gcd: 'PMP',
    lcm: 'SHVP',
    undefined: 'nuk është i përcaktuar',
  },
  answers: {
    undefined: 'Shprehja nuk është e përcaktuar (pjesëtim me zero).',
    undefinedRoot: 'Shprehja nuk është e përcaktuar në numrat realë (rrënjë katrore e një numri negativ).',
    noSolution: 'Nuk ka zgjidhje.',
    allNumbers: 'Çdo numër real është zgjidhje.',
    noRealRoots: 'Ekuacioni nuk ka zgjidhje reale.',
    systemNone: 'Sistemi nuk ka zgjidhje (ekuacionet kundërshtojnë njëri-tjetrin).',
    systemInfinite: 'Sistemi ka pafundësisht shumë zgjidhje (ekuacionet janë ekuivalente).',
  },
  notMath: {
    title: 'Nuk është detyrë matematikore',
    category: 'Nuk është detyrë',
    intro: 'Në foto nuk gjetëm detyrë matematikore.',
    final: 'Fotografoni qartë dhe drejt detyrën që doni të zgjidhni.',
  },
  declined: {
    title: 'Detyra nuk u lexua në mënyrë të besueshme',
    category: 'E pazgjidhur',
    unreadableIntro: (r) =>
      `Detyrën nuk arritëm ta lexojmë në mënyrë të besueshme${r ? ` (u lexua: ${r})` : ''}.`,
    unsupportedIntro: (r) =>
      `${r ? `Detyrën ${r}` : 'Këtë detyrë'} ende nuk dimë ta zgjidhim në mënyrë të besueshme.`,
    final:
      'Nuk japim përgjigje sepse nuk mund të garantojmë që është e saktë. Provoni me një foto më të qartë të vetëm një detyre.',
  },
};
