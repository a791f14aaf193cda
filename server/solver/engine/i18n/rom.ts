/**
 * Romani (Balkan/Gurbet variety as written in Serbia, Latin script). Maths terms follow the
 * loanwords Romani pupils meet at school. Should be reviewed by a native speaker (see docs).
 */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const rom: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Proporcija', category: 'Proporcije' },
    absolute: { title: 'Apsolutno vrednost', category: 'Apsolutno vrednost' },
    gcdLcm: { title: 'NZD thaj NZS', category: 'Delibe' },
    arithmetic: { title: 'Ginipe e izrazosko', category: 'Aritmetika' },
    fractions: { title: 'Ginipe razlomkonca', category: 'Razlomkija' },
    roots: { title: 'Stepenija thaj korenija', category: 'Stepenija thaj korenija' },
    percent: { title: 'Ginipe e procentosko', category: 'Procentija' },
    linear: { title: 'Rešipe e linearno jednačinako', category: 'Linearno jednačine' },
    quadratic: { title: 'Rešipe e kvadratno jednačinako', category: 'Kvadratno jednačine' },
    system: { title: 'Rešipe e sistemosko linearno jednačinengo', category: 'Sistemija jednačinengo' },
    inequality: { title: 'Rešipe e linearno nejednačinako', category: 'Nejednačine' },
    simplify: { title: 'Sredipe e izrazosko', category: 'Algebarska izrazija' },
  },
  concepts: {
    proportion: 'proporcija',
    absoluteValue: 'apsolutno vrednost',
    primeFactors: 'rastavipe pe prosto činitelja',
    orderOfOperations: 'redo e operacijengo',
    fractions: 'razlomkija',
    commonDenominator: 'khetano imenioci',
    decimals: 'decimalno numerija',
    powers: 'stepenovipe',
    squareRoots: 'kvadratno koreno',
    percent: 'procento',
    divisionWithRemainder: 'xulavipe e ačhilimasa',
    linearEquation: 'linearno jednačina',
    equivalentTransformations: 'ekvivalentno transformacije',
    quadraticEquation: 'kvadratno jednačina',
    discriminant: 'diskriminanta',
    factoring: 'phagipe pe činioci',
    system: 'sistemo jednačinengo',
    substitution: 'metoda e paruvipasko',
    elimination: 'metoda e suprotno koeficijentongi',
    inequality: 'nejednačina',
    likeTerms: 'khedipe e sa isto članongo',
    check: 'proveripe e rešenjesko',
  },
  difficulty: { easy: 'Lokho', medium: 'Maškarutno', hard: 'Pharo' },
  intro: {
    proportion: (t) => `Rešisara e proporcija ${M(t)}.`,
    absolute: (t) => `Rešisara o zadatko e apsolutno vrednostea ${M(t)}.`,
    gcdLcm: (t) => `Arakhasa ${M(t)} kana rastavisara e brojevi pe prosto činitelja.`,
    arithmetic: (t) => `Trubul te ginas e vrednost e izrazosko ${M(t)}, ando korektno redo e operacijengo.`,
    fractions: (t) =>
      `Trubul te ginas ${M(t)}. Keras buti e razlomkonca thaj o rezultato skratisaras dži ko agor.`,
    roots: (t) => `Trubul te ginas ${M(t)} e pravilonca vaš stepenija thaj korenija.`,
    percent: (t) => `Trubul te ginas ${M(t)}. O procento si kotor katar o sa, ginindo ande šelni kotora.`,
    linear: (t) =>
      `Rešisaras i linearno jednačina ${M(t)}: rodas o numero savo, kana čhivas les ko than e nadžanlesko, del čačutni jednakost.`,
    quadratic: (t) =>
      `Rešisaras i kvadratno jednačina ${M(t)}. Voj šaj te avel la najbut duj realno rešenja.`,
    system: (t) => `Rešisaras o sistemo ${M(t)}: rodas o par numerja savo kerel čačutne duje jednačine.`,
    inequality: (t) => `Rešisaras i nejednačina ${M(t)}: rodas sa e numerja vaš save voj si čačutni.`,
    simplify: (t) => `Trubul te sredisaras o izrazo ${M(t)}: ikalas e zagrade thaj khedas e isto člana.`,
  },
  steps: {
    abs: (p) => ({
      what: `Apsolutno vrednost: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'E apsolutno vrednost e brojesko si lesko dural katar o nulo, gaja kana naj negativno.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} mothovel ${M(p.cases)}.`,
      why: 'Duj brojevi si len isto apsolutno vrednost kana si jekhutne vaj suprotna.',
    }),
    absRoots: (p) => ({
      what: `Rešisara soduj jednačine: ${M(p.roots)}.`,
      why: 'Svako linearno jednačina del jekh rešenje.',
    }),
    absNegative: (p) => ({
      what: `E apsolutno vrednost našti te avel ${M(p.c)}.`,
      why: 'E apsolutno vrednost nikana naj negativno, gaja e jednačina naj la rešenje.',
    }),
    proportion: (p) => ({
      what: `O proizvodo e avrutne članengo si isto sar o proizvodo e andrune članengo: ${M(p.eq)}.`,
      why: 'Kava si o osnovno svojstvo e proporcijako.',
    }),
    primeFactors: (p) => ({
      what: `Rastavisara e brojevi pe prosto činitelja: ${M(p.work)}.`,
      why: 'Katar e prosto činitelja dikhola so si zajedničko e brojevengo.',
    }),
    gcd: (p) => ({
      what: `Lasa e zajedničko prosto činitelja e maj cikne izložitelea: ${M(p.work)}.`,
      why: 'O maj baro zajedničko delitelj delil svako brojo.',
    }),
    lcm: (p) => ({
      what: `Lasa sa e prosto činitelja e maj bare izložitelea: ${M(p.work)}.`,
      why: 'O maj cikno zajedničko sadržitelj delilpe svako brojesa.',
    }),
    divisionByZero: (p) => ({
      what: `Ano izraz ${M(p.expr)} delisara e nulasa.`,
      why: 'O delipe e nulasa naj definisardo, gaja o izraz naj le vrednost.',
    }),
    negativeRadicand: (p) => ({
      what: `Ano izraz ${M(p.expr)} rodas o koreno negativne brojestar.`,
      why: 'O koreno negativne brojestar naj definisardo ano realne brojevija, gaja o izraz naj le vrednost.',
    }),
    reducesToLinear: (p) => ({
      what: `E kvadratija e nadžanleske khosen pe, gaja i jednačina ${M(p.eq)} ovel linearno jednačina.`,
      why: 'Kana e članija e kvadratosa e nadžanleske pe duje rigja khosen pe, ačhol linearno jednačina, savi rešisaras sar svako linearno jednačina.',
    }),
    add: (p) => ({
      what: `Khedas ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Khedas e numerja.',
      more: 'O khedipe šaj te proverisaras e inkalipasa.',
    }),
    sub: (p) => ({
      what: `Inkalas ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Inkalas jekh numero avri katar o aver.',
      more: 'O inkalipe šaj te proverisaras e khedipasa.',
    }),
    mul: (p) => ({
      what: `Multiplicirisaras ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Multiplicirisaras e numerja.',
      more: 'O multipliciripe si sigutno khedipe e isto numerjengo.',
    }),
    div: (p) => ({
      what: `Xulavas ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Xulavas e numerja.',
      more: 'O xulavipe proverisaras e multiplicirimasa: o rezultato drom o delitelj del o deljeniko.',
    }),
    divRemainder: (p) => ({
      what: `Xulavas ${M(`${p.a} : ${p.b}`)}: o rezultato si ${M(p.q)}, a ačhel ${M(p.rem)}.`,
      why: `O numero ${M(p.b)} ačhel ando ${M(p.a)} ${M(p.q)} drom, thaj ačhel ${M(p.rem)}.`,
      more: 'So ačhel si sajekh cikneder katar o delitelj.',
    }),
    fracAdd: (p) => ({
      what: `E razlomkija ana ko khetano imenioci ${M(p.den)} thaj ginas ${M(p.work)}.`,
      why: 'E razlomkija khedas vaj inkalas tek kana si len isto imenioci; atunči ginas samo e brojiocenca.',
      more: 'O khetano imenioci si o najcikneder khetano sadržaoci e imeniocengo; o brojioci thaj o imenioci multiplicirisaras e isto numerosa.',
    }),
    fracMul: (p) => ({
      what: `Multiplicirisaras e razlomkija: ${M(p.work)}.`,
      why: 'O brojioci multiplicirisaras e brojiocesa thaj o imenioci e imeniocesa, pa skratisaras.',
    }),
    fracDiv: (p) => ({
      what: `O xulavipe paruvas e multiplicirimasa e recipročno vrednostea ${M(p.recip)}: ${M(p.work)}.`,
      why: 'Te xulave e razlomkosa si isto sar te multiplicirisare lesko recipročno vrednostea.',
    }),
    pow: (p) => ({
      what: `Ginas o stepeno ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `O stepeno mothol kaj i osnova ${M(p.base)} multiplicirisaras korkori pesa ${M(p.exp)} drom.`,
    }),
    sqrt: (p) => ({
      what: `Ginas o koreno ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `O kvadratno koreno si o numero (na negativno) savesko kvadrato si ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Inkalas kotor avri katar o koreno: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `O numero ${M(p.radicand)} nane pherdo kvadrato, golese inkalas lesko najbareder kvadratno činioci ${M(p.square)}.`,
    }),
    percent: (p) => ({
      what: `O procento ramosaras sar razlomko: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Procento mothol „katar šel”, golese si razlomko e imeniocesa 100.',
    }),
    percentOf: (p) => ({
      what: `Ginas ${M(p.p)} katar ${M(p.n)}: ${M(p.work)}.`,
      why: 'O procento katar jekh numero arakhas kana o numero multiplicirisaras e procentosa ramome sar razlomko.',
      more: 'Sar primer, 50% si jekh paš, a 25% si jekh štarto kotor katar o sa.',
    }),
    order: (r) =>
      ({
        brackets: 'Angleder ginas so si ande zagrada.',
        powers:
          'E stepenija thaj e korenija ginas angleder katar o multipliciripe, xulavipe, khedipe thaj inkalipe.',
        multiplyFirst: 'O multipliciripe thaj o xulavipe aven angleder katar o khedipe thaj o inkalipe.',
        leftToRight: 'E operacije isto redosko keras jekh pala aver, katar i zervi rig ki čači rig.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `O nepravo razlomko ramosaras sar mešovito numero: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'O sasto kotor arakhas kana xulavas o brojioci e imeniocesa; so ačhel, ačhel ando brojioci.',
    }),
    expand: (p) => ({
      what: `Sredisaras duje riga: ${M(p.eq)}.`,
      why: 'E zagrade ikalas kana sako člano andar i zagrada multiplicirisaras e numerosa anglal late, pa khedas e isto člana.',
      more: 'O minus anglal i zagrada paruvel o znako sakone členosko andre.',
    }),
    clearFractions: (p) => ({
      what: `Duje riga multiplicirisaras e ${M(p.lcd)}: ${M(p.eq)}.`,
      why: `Kana duje riga multiplicirisaras e khetane imeniocesa ${M(p.lcd)}, našaljovel o razlomko, a i jednakost ačhel čačutni.`,
    }),
    transpose: (p) => ({
      what: `E člana e nadžanlesa ana ki zervi rig, a e numerja ki čači rig: ${M(p.eq)}.`,
      why: 'Kana jekh člano nakhel ki aver rig, paruvel pesko znako.',
      more: 'Kava si isto sar te inkalas (vaj te khedas) isto numero ke duje riga.',
    }),
    combine: (p) => ({
      what: `Khedas e isto člana: ${M(p.eq)}.`,
      why: 'E člana e nadžanlesa khedas maškar pende, a e numerja maškar pende.',
    }),
    divideBoth: (p) => ({
      what: `Duje riga xulavas e ${M(p.coef)}: ${M(p.eq)}.`,
      why: 'Kana duje riga xulavas e isto numerosa (na nula), o nadžanlo ačhel korkoro, a e rešenja na paruven pe.',
    }),
    divideFlip: (p) => ({
      what: `Duje riga xulavas e negativno numerosa ${M(p.coef)} thaj paruvas o znako e nejednakostesko: ${M(p.eq)}.`,
      why: 'Kana i nejednačina multiplicirisaras vaj xulavas e negativno numerosa, o znako irinel pe.',
      more: 'Sar primer, \\(2 < 3\\), ali \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `E nadžanle našaljile: ${M(p.eq)}.`,
      why: 'Ačhilo čačutno phendipe savo na ikerel pe katar o nadžanlo, golese sako numero si rešenje.',
    }),
    contradiction: (p) => ({
      what: `E nadžanle našaljile: ${M(p.eq)}.`,
      why: 'Ačhilo xoxavno phendipe savo na ikerel pe katar o nadžanlo, golese nane rešenje.',
    }),
    standardForm: (p) => ({
      what: `Sa e člana ana ki zervi rig thaj ramosaras i jednačina ando opšto oblik: ${M(p.eq)}.`,
      why: 'I kvadratno jednačina rešisaras kana si ramomi sar \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `I jednačina multiplicirisaras e \\(-1\\): ${M(p.eq)}.`,
      why: 'Majlokhe si te ginas kana o koeficijento anglal o kvadrato si pozitivno.',
    }),
    factorCommon: (p) => ({
      what: `O khetano činioci ${M(p.v)} inkalas anglal i zagrada: ${M(p.eq)}.`,
      why: 'O slobodno člano si nula, golese o nadžanlo si ande sako člano.',
    }),
    zeroProduct: (p) => ({
      what: `O proizvodo si nula: ${M(p.eq)}.`,
      why: 'O proizvodo si nula samo kana barem jekh činioci si nula.',
    }),
    isolateSquare: (p) => ({
      what: `Ačhavas o kvadrato e nadžanlesko korkoro: ${M(p.eq)}.`,
      why: 'Nane linearno člano, golese rešisaras e korenosa.',
    }),
    sqrtBoth: (p) => ({
      what: `Korenujisaras duje riga: ${M(p.eq)}.`,
      why: 'Duj numerja si len kava kvadrato: jekh pozitivno thaj lesko suprotno.',
    }),
    discriminant: (p) => ({
      what: `Ginas i diskriminanta vaš \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\): ${M(p.work)}.`,
      why: 'O znako e diskriminantako sikavel kobor realno rešenja si la jednačina.',
    }),
    noRealRoots: (p) => ({
      what: `I vrednost ${M(p.d)} si negativno.`,
      why: 'Nijekh realno numero ande kvadrato na del negativno numero, golese i jednačina nane la realno rešenja.',
    }),
    formula: (p) => ({
      what: `Keras buti e formulasa vaš e rešenja e kvadratno jednačinake: ${M(p.work)}.`,
      why: 'I diskriminanta si pozitivno, golese si duj aver realno rešenja.',
    }),
    doubleRoot: (p) => ({
      what: `I diskriminanta si nula: ${M(p.work)}.`,
      why: 'Kana i diskriminanta si nula, i jednačina si la jekh (duvardesko) rešenje.',
    }),
    vieta: (p) => ({
      what: `O trinomo phagas pe činioci: ${M(p.eq)}.`,
      why: `Rodas duj numerja savengo zbiro si ${M(p.sum)}, a proizvodo ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Sredisaras duje jednačine: ${M(p.sys)}.`,
      why: 'Ande sako jednačina e nadžanle ramosaras ki zervi rig, a e numerja ki čači rig.',
    }),
    express: (p) => ({
      what: `Andar jekh jednačina sikavas ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Alosaras o nadžanlo e koeficijentosa \\(1\\) vaj \\(-1\\), golese kaj les majlokhe sikavas.',
    }),
    substitute: (p) => ({
      what: `Čhivas ${M(p.v)} ande aver jednačina: ${M(p.eq)}.`,
      why: 'Kade arakhas jednačina samo e jekhe nadžanlesa.',
    }),
    solveOne: (p) => ({
      what: `Rešisaras akaja jednačina vaš ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Ikalas e zagrade, khedas e isto člana thaj xulavas e koeficijentosa.',
    }),
    backSubstitute: (p) => ({
      what: `Čhivas i arakhli vrednost palpale thaj ginas ${M(p.v)}: ${M(p.eq)}.`,
      why: 'I džanli vrednost jekhe nadžanlesko čhivas ando izrazo vaš o aver.',
    }),
    multiplyEquations: (p) => ({
      what: `E jednačine multiplicirisaras kade kaj e koeficijentija anglal ${M(p.v)} te aven suprotno numerja: ${M(p.sys)}.`,
      why: 'Kana e jednačine khedas, kava nadžanlo našaljovel.',
    }),
    addEquations: (p) => ({
      what: `Khedas e jednačine thaj arakhas ${M(p.v)}: ${M(p.eq)}.`,
      why: 'E člana e suprotno koeficijentonca našaljoven.',
    }),
    expandExpr: (p) => ({
      what: `Ikalas e zagrade thaj khedas e isto člana: ${M(p.expr)}.`,
      why: 'Sako člano jekhe zagradako multiplicirisaras sakone členosa e aver zagradako, pa khedas e člana e isto stepenosa.',
    }),
    collectTerms: (p) => ({
      what: `Khedas e isto člana: ${M(p.expr)}.`,
      why: 'E isto člana si len isto promenljivija e isto eksponentonca, golese khedas lengo koeficijentija.',
    }),
    checkPoint: (p) => ({
      what: `Proveripe e jekhe numerosa andar e rešenja, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Sako numero andar e rešenja trubul te kerel čačutni i angluni nejednačina.',
    }),
    check: (p) => ({
      what: `Proveripe: ${M(p.work)}.`,
      why: 'O rešenje čhivas ando angluno zadatko; duje riga si isto, golese o rešenje si čačutno.',
    }),
  },
  words: {
    or: 'vaj',
    remainder: 'ačhilo',
    and: 'thaj',
    gcd: 'NZD',
    lcm: 'NZS',
    undefined: 'naj definisardo',
  },
  answers: {
    undefined: 'O izraz naj definisardo (delipe e nulasa).',
    undefinedRoot: 'O izraz naj definisardo ano realne brojevija (koreno negativne brojestar).',
    noSolution: 'Nane rešenje.',
    allNumbers: 'Sako realno numero si rešenje.',
    noRealRoots: 'I jednačina nane la realno rešenja.',
    systemNone: 'O sistemo nane les rešenje (e jednačine si jekh mamuj aver).',
    systemInfinite: 'O sistemo si les bizo agoresko but rešenja (e jednačine si ekvivalentno).',
  },
  notMath: {
    title: 'Nane matematikako zadatko',
    category: 'Nane zadatko',
    intro: 'Ki fotografija na arakhljam matematikako zadatko.',
    final: 'Fotografisar uže thaj pravo o zadatko savo kames te rešisare.',
  },
  declined: {
    title: 'O zadatko na sas siguro drabardo',
    category: 'Narešimo',
    unreadableIntro: (r) => `Na šaštjam siguro te drabaras o zadatko${r ? ` (drabardam: ${r})` : ''}.`,
    unsupportedIntro: (r) => `${r ? `O zadatko ${r}` : 'Akava zadatko'} akana na džanas siguro te rešisaras.`,
    final:
      'Na das rešenje golese kaj na šaj te garantujisaras kaj si čačutno. Zumav palem majuže fotografijasa samo jekhe zadatkosko.',
  },
};
