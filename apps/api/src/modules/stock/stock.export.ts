import {
  formatDate,
  type AccessoryCategory,
  type BuyBack,
  type ExternalBike,
  type AccessoryStockItem,
  type BikeListItem,
  type BikeStatus,
  type ContractKind,
  type InsuredBike,
  type Locale,
} from '@veloport/domain';
import { exportEuros as euros, exportWord as word, type ExportColumn } from '../../platform/export';

type HeaderKey =
  | 'frameNumber'
  | 'brand'
  | 'model'
  | 'size'
  | 'color'
  | 'location'
  | 'status'
  | 'contractKind'
  | 'contractMonths'
  | 'company'
  | 'user'
  | 'keyRef'
  | 'lockRef'
  | 'numberPlate'
  | 'purchaseDate'
  | 'insurer'
  | 'insurancePolicy'
  | 'insuranceStart'
  | 'insuranceEnd'
  | 'name'
  | 'reference'
  | 'category'
  | 'total'
  | 'boughtOn'
  | 'bike'
  | 'seller'
  | 'pricePaid'
  | 'resalePrice'
  | 'resoldOn'
  | 'margin'
  | 'electric'
  | 'owner'
  | 'notes'
  | 'createdAt';

/**
 * The words of the stock downloads in the reader's language: column headers, and the enumerated values
 * (contract kinds, statuses, accessory categories) the API answers as codes. Same wording as the screens.
 */
export const STOCK_WORDS: Record<
  Locale,
  {
    headers: Record<HeaderKey, string>;
    yesNo: [string, string];
    contractKinds: Record<ContractKind, string>;
    statuses: Record<BikeStatus, string>;
    categories: Record<AccessoryCategory, string>;
  }
> = {
  fr: {
    headers: {
      frameNumber: 'Numéro de cadre',
      brand: 'Marque',
      model: 'Modèle',
      size: 'Taille',
      color: 'Couleur',
      location: 'Magasin',
      status: 'État',
      contractKind: 'Type de contrat',
      contractMonths: 'Durée (mois)',
      company: 'Société',
      user: 'Utilisateur',
      keyRef: 'Référence de clé',
      lockRef: 'Référence du cadenas',
      numberPlate: 'Plaque',
      purchaseDate: 'Date d’achat',
      insurer: 'Assureur',
      insurancePolicy: 'N° de police',
      insuranceStart: 'Début de l’assurance',
      insuranceEnd: 'Fin de l’assurance',
      name: 'Nom',
      reference: 'Référence',
      category: 'Catégorie',
      total: 'Total',
      boughtOn: 'Racheté le',
      bike: 'Vélo',
      seller: 'Racheté à',
      pricePaid: 'Prix payé (€)',
      resalePrice: 'Prix de revente (€)',
      resoldOn: 'Revendu le',
      margin: 'Marge (€)',
      electric: 'Électrique',
      owner: 'Propriétaire',
      notes: 'Remarques',
      createdAt: 'Ajouté le',
    },
    yesNo: ['oui', 'non'],
    contractKinds: {
      leasing: 'Leasing',
      leasing_with_maintenance_budget: 'Leasing avec budget d’entretien',
      annual: 'Location annuelle',
      prepaid: 'Prépayé',
      order: 'Commande',
      pending_delivery: 'En attente de livraison',
      sold: 'Vendu',
      stock: 'En stock',
      renting: 'Location',
      stolen: 'Volé',
    },
    statuses: { usable: 'Utilisable', broken: 'En panne' },
    categories: {
      helmet: 'Casque',
      lock: 'Cadenas',
      bag: 'Sacoche',
      light: 'Éclairage',
      child_seat: 'Siège enfant',
      clothing: 'Vêtement',
      tool: 'Outil',
      part: 'Pièce',
      other: 'Autre',
    },
  },
  nl: {
    headers: {
      frameNumber: 'Framenummer',
      brand: 'Merk',
      model: 'Model',
      size: 'Maat',
      color: 'Kleur',
      location: 'Winkel',
      status: 'Staat',
      contractKind: 'Contracttype',
      contractMonths: 'Looptijd (maanden)',
      company: 'Bedrijf',
      user: 'Gebruiker',
      keyRef: 'Sleutelnummer',
      lockRef: 'Slotnummer',
      numberPlate: 'Nummerplaat',
      purchaseDate: 'Aankoopdatum',
      insurer: 'Verzekeraar',
      insurancePolicy: 'Polisnummer',
      insuranceStart: 'Begin verzekering',
      insuranceEnd: 'Einde verzekering',
      name: 'Naam',
      reference: 'Referentie',
      category: 'Categorie',
      total: 'Totaal',
      boughtOn: 'Gekocht op',
      bike: 'Fiets',
      seller: 'Gekocht van',
      pricePaid: 'Betaalde prijs (€)',
      resalePrice: 'Doorverkoopprijs (€)',
      resoldOn: 'Doorverkocht op',
      margin: 'Marge (€)',
      electric: 'Elektrisch',
      owner: 'Eigenaar',
      notes: 'Opmerkingen',
      createdAt: 'Toegevoegd op',
    },
    yesNo: ['ja', 'nee'],
    contractKinds: {
      leasing: 'Leasing',
      leasing_with_maintenance_budget: 'Leasing met onderhoudsbudget',
      annual: 'Jaarverhuur',
      prepaid: 'Vooruitbetaald',
      order: 'Bestelling',
      pending_delivery: 'Levering verwacht',
      sold: 'Verkocht',
      stock: 'In voorraad',
      renting: 'Verhuur',
      stolen: 'Gestolen',
    },
    statuses: { usable: 'Bruikbaar', broken: 'Defect' },
    categories: {
      helmet: 'Helm',
      lock: 'Slot',
      bag: 'Fietstas',
      light: 'Verlichting',
      child_seat: 'Kinderzitje',
      clothing: 'Kleding',
      tool: 'Gereedschap',
      part: 'Onderdeel',
      other: 'Andere',
    },
  },
  en: {
    headers: {
      frameNumber: 'Frame number',
      brand: 'Brand',
      model: 'Model',
      size: 'Size',
      color: 'Colour',
      location: 'Store',
      status: 'Status',
      contractKind: 'Contract kind',
      contractMonths: 'Duration (months)',
      company: 'Company',
      user: 'User',
      keyRef: 'Key reference',
      lockRef: 'Lock reference',
      numberPlate: 'Number plate',
      purchaseDate: 'Purchase date',
      insurer: 'Insurer',
      insurancePolicy: 'Policy number',
      insuranceStart: 'Insurance start',
      insuranceEnd: 'Insurance end',
      name: 'Name',
      reference: 'Reference',
      category: 'Category',
      total: 'Total',
      boughtOn: 'Bought on',
      bike: 'Bike',
      seller: 'Bought from',
      pricePaid: 'Price paid (€)',
      resalePrice: 'Resale price (€)',
      resoldOn: 'Resold on',
      margin: 'Margin (€)',
      electric: 'Electric',
      owner: 'Owner',
      notes: 'Notes',
      createdAt: 'Added on',
    },
    yesNo: ['yes', 'no'],
    contractKinds: {
      leasing: 'Leasing',
      leasing_with_maintenance_budget: 'Leasing with maintenance budget',
      annual: 'Annual rental',
      prepaid: 'Prepaid',
      order: 'Order',
      pending_delivery: 'Pending delivery',
      sold: 'Sold',
      stock: 'In stock',
      renting: 'Rental',
      stolen: 'Stolen',
    },
    statuses: { usable: 'Usable', broken: 'Broken' },
    categories: {
      helmet: 'Helmet',
      lock: 'Lock',
      bag: 'Bag',
      light: 'Light',
      child_seat: 'Child seat',
      clothing: 'Clothing',
      tool: 'Tool',
      part: 'Part',
      other: 'Other',
    },
  },
};

/** A day as the screens show it (dd/mm/yyyy); no day, an empty cell. */
const day = (value: string | null) => (value ? formatDate(value) : null);

/** The stock list download (bikes-stock/list): one row per bike, headers and values in the reader's language. */
export function bikeColumns(locale: Locale): ExportColumn<BikeListItem>[] {
  const w = STOCK_WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h.frameNumber, value: (b) => b.frameNumber },
    { header: h.brand, value: (b) => b.model?.brand },
    { header: h.model, value: (b) => b.model?.model },
    { header: h.size, value: (b) => b.size },
    { header: h.color, value: (b) => b.color },
    { header: h.location, value: (b) => b.location.name },
    { header: h.status, value: (b) => word(w.statuses, b.status) },
    { header: h.contractKind, value: (b) => word(w.contractKinds, b.contractKind) },
    { header: h.contractMonths, value: (b) => b.contractMonths },
    { header: h.company, value: (b) => b.company?.name },
    { header: h.user, value: (b) => b.user?.name },
    { header: h.keyRef, value: (b) => b.keyRef },
    { header: h.lockRef, value: (b) => b.lockRef },
    { header: h.numberPlate, value: (b) => b.numberPlate },
    { header: h.purchaseDate, value: (b) => day(b.purchaseDate) },
  ];
}

/** The insured bikes download (bikes/list/insurance). */
export function insuredBikeColumns(locale: Locale): ExportColumn<InsuredBike>[] {
  const h = STOCK_WORDS[locale].headers;
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h.frameNumber, value: (b) => b.frameNumber },
    { header: h.brand, value: (b) => b.model?.brand },
    { header: h.model, value: (b) => b.model?.model },
    { header: h.company, value: (b) => b.company?.name },
    { header: h.user, value: (b) => b.user?.name },
    { header: h.insurer, value: (b) => b.insurer },
    { header: h.insurancePolicy, value: (b) => b.insurancePolicy },
    { header: h.insuranceStart, value: (b) => day(b.insuranceStart) },
    { header: h.insuranceEnd, value: (b) => day(b.insuranceEnd) },
  ];
}

/** The accessory stock download (accessories-stock/list): one quantity column per store, then the total. */
export function accessoryStockColumns(locale: Locale, stores: { id: number; name: string }[]): ExportColumn<AccessoryStockItem>[] {
  const w = STOCK_WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (a) => a.accessory.id },
    { header: h.name, value: (a) => a.accessory.name },
    { header: h.reference, value: (a) => a.accessory.reference },
    { header: h.category, value: (a) => word(w.categories, a.accessory.category) },
    ...stores.map((s): ExportColumn<AccessoryStockItem> => ({
      header: s.name,
      value: (a) => a.quantities.find((q) => q.locationId === s.id)?.quantity ?? 0,
    })),
    { header: h.total, value: (a) => a.total },
  ];
}

/** The buy-backs download (occasion/rachat-vente): bought on, bike, seller, price paid, resale and margin, amounts in euros. */
export function buyBackColumns(locale: Locale): ExportColumn<BuyBack>[] {
  const h = STOCK_WORDS[locale].headers;
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h.boughtOn, value: (b) => day(b.boughtOn) },
    { header: h.bike, value: (b) => b.description },
    { header: h.seller, value: (b) => b.sellerName },
    { header: h.pricePaid, value: (b) => euros(b.pricePaidCents) },
    { header: h.resalePrice, value: (b) => euros(b.resalePriceCents) },
    { header: h.resoldOn, value: (b) => day(b.resoldOn) },
    { header: h.margin, value: (b) => euros(b.marginCents) },
  ];
}

/** The customer-owned bikes download (external-bikes/list); a fleet manager's holds only their company's bikes. */
export function externalBikeColumns(locale: Locale): ExportColumn<ExternalBike>[] {
  const w = STOCK_WORDS[locale];
  const h = w.headers;
  const [yes, no] = w.yesNo;
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h.brand, value: (b) => b.brand },
    { header: h.model, value: (b) => b.model },
    { header: h.frameNumber, value: (b) => b.frameNumber },
    { header: h.color, value: (b) => b.color },
    { header: h.electric, value: (b) => (b.electric ? yes : no) },
    { header: h.company, value: (b) => b.company?.name },
    { header: h.owner, value: (b) => b.user?.name },
    { header: h.notes, value: (b) => b.notes },
    { header: h.createdAt, value: (b) => day(b.createdAt) },
  ];
}
