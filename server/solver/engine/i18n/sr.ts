/** Srpski (latinica). */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const sr: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Proporcija', category: 'Proporcije' },
    absolute: { title: 'Apsolutna vrednost', category: 'Apsolutna vrednost' },
    gcdLcm: { title: 'NZD i NZS', category: 'Deljivost' },
    arithmetic: { title: 'Izračunavanje vrednosti izraza', category: 'Aritmetika' },
    fractions: { title: 'Računanje sa razlomcima', category: 'Razlomci' },
    roots: { title: 'Stepeni i koreni', category: 'Stepeni i koreni' },
    percent: { title: 'Računanje procenta', category: 'Procenti' },
    linear: { title: 'Rešavanje linearne jednačine', category: 'Linearne jednačine' },
    quadratic: { title: 'Rešavanje kvadratne jednačine', category: 'Kvadratne jednačine' },
    system: { title: 'Rešavanje sistema linearnih jednačina', category: 'Sistemi jednačina' },
    inequality: { title: 'Rešavanje linearne nejednačine', category: 'Nejednačine' },
    simplify: { title: 'Sređivanje izraza', category: 'Algebarski izrazi' },
  },
  concepts: {
    proportion: 'proporcija',
    absoluteValue: 'apsolutna vrednost',
    primeFactors: 'rastavljanje na proste činioce',
    orderOfOperations: 'redosled računskih operacija',
    fractions: 'razlomci',
    commonDenominator: 'zajednički imenilac',
    decimals: 'decimalni brojevi',
    powers: 'stepenovanje',
    squareRoots: 'kvadratni koren',
    percent: 'procenat',
    divisionWithRemainder: 'deljenje sa ostatkom',
    linearEquation: 'linearna jednačina',
    equivalentTransformations: 'ekvivalentne transformacije',
    quadraticEquation: 'kvadratna jednačina',
    discriminant: 'diskriminanta',
    factoring: 'rastavljanje na činioce',
    system: 'sistem jednačina',
    substitution: 'metoda zamene',
    elimination: 'metoda suprotnih koeficijenata',
    inequality: 'nejednačina',
    likeTerms: 'sređivanje sličnih članova',
    check: 'provera rešenja',
  },
  difficulty: { easy: 'Lako', medium: 'Srednje', hard: 'Teško' },
  intro: {
    proportion: (t) => `Rešavamo proporciju ${M(t)}.`,
    absolute: (t) => `Rešavamo zadatak sa apsolutnom vrednošću ${M(t)}.`,
    gcdLcm: (t) => `Određujemo ${M(t)} rastavljanjem brojeva na proste činioce.`,
    arithmetic: (t) => `Treba da izračunamo vrednost izraza ${M(t)}, poštujući redosled računskih operacija.`,
    fractions: (t) => `Treba da izračunamo ${M(t)}. Radimo sa razlomcima i rezultat skraćujemo do kraja.`,
    roots: (t) => `Treba da izračunamo ${M(t)}. Koristimo pravila za stepene i korene.`,
    percent: (t) => `Treba da izračunamo ${M(t)}. Procenat je deo celine izražen u stotim delovima.`,
    linear: (t) =>
      `Rešavamo linearnu jednačinu ${M(t)}: tražimo broj koji, kada se uvrsti umesto nepoznate, daje tačnu jednakost.`,
    quadratic: (t) =>
      `Rešavamo kvadratnu jednačinu ${M(t)}. Kvadratna jednačina ima najviše dva realna rešenja.`,
    system: (t) => `Rešavamo sistem jednačina ${M(t)}: tražimo par brojeva koji zadovoljava obe jednačine.`,
    inequality: (t) => `Rešavamo nejednačinu ${M(t)}: tražimo sve brojeve za koje je nejednakost tačna.`,
    simplify: (t) => `Treba da uprostimo izraz ${M(t)}: oslobađamo se zagrada i sabiramo slične članove.`,
  },
  steps: {
    abs: (p) => ({
      what: `Apsolutna vrednost: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'Apsolutna vrednost broja je njegovo rastojanje od nule, pa nikad nije negativna.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} znači ${M(p.cases)}.`,
      why: 'Dva broja imaju istu apsolutnu vrednost kad su jednaka ili suprotna.',
    }),
    absRoots: (p) => ({
      what: `Rešavamo obe jednačine: ${M(p.roots)}.`,
      why: 'Svaka od dve linearne jednačine daje po jedno rešenje.',
    }),
    absNegative: (p) => ({
      what: `Apsolutna vrednost ne može biti jednaka ${M(p.c)}.`,
      why: 'Apsolutna vrednost nikad nije negativna, pa jednačina nema rešenja.',
    }),
    proportion: (p) => ({
      what: `Proizvod spoljašnjih članova jednak je proizvodu unutrašnjih: ${M(p.eq)}.`,
      why: 'To je osnovno svojstvo proporcije.',
    }),
    primeFactors: (p) => ({
      what: `Rastavljamo brojeve na proste činioce: ${M(p.work)}.`,
      why: 'Iz prostih činilaca se vidi šta brojevi imaju zajedničko.',
    }),
    gcd: (p) => ({
      what: `Uzimamo zajedničke proste činioce sa najmanjim izložiocem: ${M(p.work)}.`,
      why: 'Najveći zajednički delilac deli svaki od brojeva.',
    }),
    lcm: (p) => ({
      what: `Uzimamo sve proste činioce sa najvećim izložiocem: ${M(p.work)}.`,
      why: 'Najmanji zajednički sadržalac je deljiv svakim od brojeva.',
    }),
    divisionByZero: (p) => ({
      what: `U izrazu ${M(p.expr)} delimo nulom.`,
      why: 'Deljenje nulom nije definisano, pa izraz nema vrednost.',
    }),
    negativeRadicand: (p) => ({
      what: `U izrazu ${M(p.expr)} tražimo kvadratni koren negativnog broja.`,
      why: 'Kvadratni koren negativnog broja nije definisan u skupu realnih brojeva, pa izraz nema vrednost.',
    }),
    reducesToLinear: (p) => ({
      what: `Kvadrati nepoznate se poništavaju, pa se jednačina ${M(p.eq)} svodi na linearnu jednačinu.`,
      why: 'Kada se članovi sa kvadratom nepoznate sa dve strane potru, ostaje linearna jednačina, koju rešavamo kao svaku linearnu jednačinu.',
    }),
    add: (p) => ({
      what: `Saberemo ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Sabiramo brojeve.',
      more: 'Sabiranje možemo proveriti oduzimanjem.',
    }),
    sub: (p) => ({
      what: `Oduzmemo ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Oduzimamo brojeve.',
      more: 'Oduzimanje možemo proveriti sabiranjem.',
    }),
    mul: (p) => ({
      what: `Pomnožimo ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Množimo brojeve.',
      more: 'Množenje je skraćeno sabiranje jednakih sabiraka.',
    }),
    div: (p) => ({
      what: `Podelimo ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Delimo brojeve.',
      more: 'Deljenje proveravamo množenjem: količnik puta delilac daje deljenik.',
    }),
    divRemainder: (p) => ({
      what: `Podelimo ${M(`${p.a} : ${p.b}`)}: količnik je ${M(p.q)}, a ostatak ${M(p.rem)}.`,
      why: `Broj ${M(p.b)} se u ${M(p.a)} sadrži ${M(p.q)} puta, a preostaje ${M(p.rem)}.`,
      more: 'Ostatak je uvek manji od delioca.',
    }),
    fracAdd: (p) => ({
      what: `Svedemo razlomke na zajednički imenilac ${M(p.den)} i izračunamo ${M(p.work)}.`,
      why: 'Razlomke sabiramo i oduzimamo tek kada imaju isti imenilac; tada računamo samo sa brojiocima.',
      more: 'Zajednički imenilac je najmanji zajednički sadržalac imenilaca; brojilac i imenilac proširujemo istim brojem.',
    }),
    fracMul: (p) => ({
      what: `Pomnožimo razlomke: ${M(p.work)}.`,
      why: 'Razlomke množimo tako što pomnožimo brojilac sa brojiocem i imenilac sa imeniocem, pa skratimo.',
    }),
    fracDiv: (p) => ({
      what: `Deljenje zamenimo množenjem recipročnom vrednošću ${M(p.recip)}: ${M(p.work)}.`,
      why: 'Deliti razlomkom znači pomnožiti njegovom recipročnom vrednošću.',
    }),
    pow: (p) => ({
      what: `Izračunamo stepen ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `Stepen znači da osnovu ${M(p.base)} množimo samu sobom ${M(p.exp)} puta.`,
    }),
    sqrt: (p) => ({
      what: `Izračunamo koren ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `Kvadratni koren je nenegativan broj čiji je kvadrat jednak ${M(p.radicand)}.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Delimično korenujemo: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `Broj ${M(p.radicand)} nije potpun kvadrat, pa izdvojimo njegov najveći kvadratni činilac ${M(p.square)} i njega korenujemo.`,
    }),
    percent: (p) => ({
      what: `Procenat zapišemo kao razlomak: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Procenat znači „od sto”, pa je to razlomak sa imeniocem 100.',
    }),
    percentOf: (p) => ({
      what: `Izračunamo ${M(p.p)} od ${M(p.n)}: ${M(p.work)}.`,
      why: 'Procenat od broja dobijamo kada taj broj pomnožimo procentom zapisanim kao razlomak.',
      more: 'Na primer, 50% je polovina, a 25% je četvrtina celine.',
    }),
    order: (r) =>
      ({
        brackets: 'Prvo računamo ono što je u zagradi.',
        powers: 'Stepene i korene računamo pre množenja, deljenja, sabiranja i oduzimanja.',
        multiplyFirst: 'Množenje i deljenje imaju prednost u odnosu na sabiranje i oduzimanje.',
        leftToRight: 'Operacije istog reda radimo redom, sleva nadesno.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Nepravi razlomak zapišemo kao mešoviti broj: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Celi deo dobijamo deljenjem brojioca imeniocem, a ostatak ostaje u brojiocu.',
    }),
    expand: (p) => ({
      what: `Sredimo obe strane: ${M(p.eq)}.`,
      why: 'Oslobađamo se zagrada tako što svaki član u zagradi pomnožimo brojem ispred nje, a zatim sabiramo slične članove.',
      more: 'Minus ispred zagrade menja znak svakom članu u zagradi.',
    }),
    clearFractions: (p) => ({
      what: `Pomnožimo obe strane sa ${M(p.lcd)}: ${M(p.eq)}.`,
      why: `Množenjem obe strane zajedničkim imeniocem ${M(p.lcd)} oslobađamo se razlomaka, a jednakost ostaje tačna.`,
    }),
    transpose: (p) => ({
      what: `Članove sa nepoznatom prebacimo na levu, a brojeve na desnu stranu: ${M(p.eq)}.`,
      why: 'Kada član prebacimo na drugu stranu, menja mu se znak.',
      more: 'To je isto kao da od obe strane oduzmemo (ili dodamo) isti broj.',
    }),
    combine: (p) => ({
      what: `Saberemo slične članove: ${M(p.eq)}.`,
      why: 'Članove sa nepoznatom sabiramo međusobno, a brojeve međusobno.',
    }),
    divideBoth: (p) => ({
      what: `Podelimo obe strane sa ${M(p.coef)}: ${M(p.eq)}.`,
      why: 'Deljenjem obe strane istim brojem različitim od nule nepoznata ostaje sama, a rešenja se ne menjaju.',
    }),
    divideFlip: (p) => ({
      what: `Podelimo obe strane negativnim brojem ${M(p.coef)} i promenimo smer znaka nejednakosti: ${M(p.eq)}.`,
      why: 'Pri množenju ili deljenju nejednakosti negativnim brojem znak nejednakosti menja smer.',
      more: 'Na primer, \\(2 < 3\\), ali \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Nepoznate su se potrle: ${M(p.eq)}.`,
      why: 'Dobili smo tačnu jednakost koja ne zavisi od nepoznate, pa je svaki broj rešenje.',
    }),
    contradiction: (p) => ({
      what: `Nepoznate su se potrle: ${M(p.eq)}.`,
      why: 'Dobili smo netačnu jednakost koja ne zavisi od nepoznate, pa rešenje ne postoji.',
    }),
    standardForm: (p) => ({
      what: `Sve članove prebacimo na levu stranu i zapišemo jednačinu u opštem obliku: ${M(p.eq)}.`,
      why: 'Kvadratnu jednačinu rešavamo kada je zapisana kao \\(ax^2 + bx + c = 0\\).',
    }),
    multiplyMinusOne: (p) => ({
      what: `Pomnožimo jednačinu sa \\(-1\\): ${M(p.eq)}.`,
      why: 'Lakše je računati kada je koeficijent uz kvadrat pozitivan.',
    }),
    factorCommon: (p) => ({
      what: `Izvučemo zajednički činilac ${M(p.v)} ispred zagrade: ${M(p.eq)}.`,
      why: 'Slobodni član je nula, pa se nepoznata javlja u svakom članu.',
    }),
    zeroProduct: (p) => ({
      what: `Proizvod je nula: ${M(p.eq)}.`,
      why: 'Proizvod je jednak nuli samo ako je bar jedan od činilaca jednak nuli.',
    }),
    isolateSquare: (p) => ({
      what: `Izdvojimo kvadrat nepoznate: ${M(p.eq)}.`,
      why: 'Linearnog člana nema, pa jednačinu rešavamo korenovanjem.',
    }),
    sqrtBoth: (p) => ({
      what: `Korenujemo obe strane: ${M(p.eq)}.`,
      why: 'Dva broja imaju dati kvadrat: pozitivan i njemu suprotan.',
    }),
    discriminant: (p) => ({
      what: `Izračunamo diskriminantu za \\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\): ${M(p.work)}.`,
      why: 'Znak diskriminante govori koliko realnih rešenja jednačina ima.',
    }),
    noRealRoots: (p) => ({
      what: `Vrednost ${M(p.d)} je negativna.`,
      why: 'Nijedan realan broj na kvadrat nije negativan, pa jednačina nema realnih rešenja.',
    }),
    formula: (p) => ({
      what: `Primenimo formulu za rešenja kvadratne jednačine: ${M(p.work)}.`,
      why: 'Diskriminanta je pozitivna, pa jednačina ima dva različita realna rešenja.',
    }),
    doubleRoot: (p) => ({
      what: `Diskriminanta je nula: ${M(p.work)}.`,
      why: 'Kada je diskriminanta nula, jednačina ima jedno (dvostruko) rešenje.',
    }),
    vieta: (p) => ({
      what: `Rastavimo trinom na činioce: ${M(p.eq)}.`,
      why: `Tražimo dva broja čiji je zbir ${M(p.sum)}, a proizvod ${M(p.product)}.`,
    }),
    systemStandard: (p) => ({
      what: `Sredimo obe jednačine: ${M(p.sys)}.`,
      why: 'U svakoj jednačini nepoznate pišemo levo, a brojeve desno.',
    }),
    express: (p) => ({
      what: `Iz jedne jednačine izrazimo ${M(p.v)}: ${M(p.eq)}.`,
      why: `Biramo nepoznatu uz koju je koeficijent \\(1\\) ili \\(-1\\), jer je najlakše izraziti.`,
    }),
    substitute: (p) => ({
      what: `Zamenimo ${M(p.v)} u drugu jednačinu: ${M(p.eq)}.`,
      why: 'Tako dobijamo jednačinu sa samo jednom nepoznatom.',
    }),
    solveOne: (p) => ({
      what: `Rešimo dobijenu jednačinu po ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Oslobodimo se zagrada, saberemo slične članove i podelimo koeficijentom.',
    }),
    backSubstitute: (p) => ({
      what: `Vratimo dobijenu vrednost i izračunamo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Poznatu vrednost jedne nepoznate uvrstimo u izraz za drugu.',
    }),
    multiplyEquations: (p) => ({
      what: `Pomnožimo jednačine tako da koeficijenti uz ${M(p.v)} budu suprotni brojevi: ${M(p.sys)}.`,
      why: 'Kada jednačine saberemo, ta nepoznata će nestati.',
    }),
    addEquations: (p) => ({
      what: `Saberemo jednačine i izračunamo ${M(p.v)}: ${M(p.eq)}.`,
      why: 'Članovi sa suprotnim koeficijentima se potiru.',
    }),
    expandExpr: (p) => ({
      what: `Oslobodimo se zagrada i saberemo slične članove: ${M(p.expr)}.`,
      why: 'Svaki član jedne zagrade množimo svakim članom druge, pa sabiramo članove sa istim stepenom.',
    }),
    collectTerms: (p) => ({
      what: `Saberemo slične članove: ${M(p.expr)}.`,
      why: 'Slični članovi imaju iste promenljive sa istim izložiocima, pa sabiramo njihove koeficijente.',
    }),
    checkPoint: (p) => ({
      what: `Provera sa jednim brojem iz rešenja, ${M(p.point)}: ${M(p.work)}.`,
      why: 'Svaki broj iz skupa rešenja mora da zadovolji početnu nejednačinu.',
    }),
    check: (p) => ({
      what: `Provera: ${M(p.work)}.`,
      why: 'Uvrstimo rešenje u početni zadatak; obe strane se slažu, pa je rešenje tačno.',
    }),
  },
  words: { or: 'ili', remainder: 'ostatak', and: 'i', gcd: 'NZD', lcm: 'NZS', undefined: 'nije definisano' },
  answers: {
    undefined: 'Izraz nije definisan (deljenje nulom).',
    undefinedRoot: 'Izraz nije definisan u skupu realnih brojeva (koren negativnog broja).',
    noSolution: 'Rešenje ne postoji.',
    allNumbers: 'Svaki realan broj je rešenje.',
    noRealRoots: 'Jednačina nema realnih rešenja.',
    systemNone: 'Sistem nema rešenja (jednačine su protivrečne).',
    systemInfinite: 'Sistem ima beskonačno mnogo rešenja (jednačine su ekvivalentne).',
  },
  notMath: {
    title: 'Nije matematički zadatak',
    category: 'Nije zadatak',
    intro: 'Na slici nismo pronašli matematički zadatak.',
    final: 'Fotografišite jasno i ravno zadatak koji treba rešiti.',
  },
  declined: {
    title: 'Zadatak nije pouzdano pročitan',
    category: 'Nerešeno',
    unreadableIntro: (r) => `Zadatak nismo mogli pouzdano da pročitamo${r ? ` (pročitano: ${r})` : ''}.`,
    unsupportedIntro: (r) => `${r ? `Zadatak ${r}` : 'Ovaj zadatak'} za sada ne umemo pouzdano da rešimo.`,
    final:
      'Rešenje nije dato jer ne možemo da garantujemo da je tačno. Pokušajte sa jasnijom fotografijom samo jednog zadatka.',
  },
};
