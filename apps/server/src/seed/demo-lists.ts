import { partyDisplayName } from '@inventario/shared/domain/parties/parties';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  administrations,
  creditors,
  debtors,
  locations,
  schoolData,
  sites,
  subConsignees,
} from '../db/schema/index.ts';
import { inTenantTransaction } from '../db/tenant.ts';

/** What a school has set up before its first movement: places, sub-consignees and parties. */
interface DemoLists {
  subConsignees: string[];
  sites: {
    code: string;
    description: string;
    address: string;
    city: string;
    locations: [code: string, description: string, subConsignee?: number][];
  }[];
  creditors: (
    | { vendorType: 'G'; businessName: string; vatNumber: string }
    | { vendorType: 'F'; name: string; surname: string; fiscalCode: string }
  )[];
}

const firstSchool: DemoLists = {
  subConsignees: [
    'Prof. Marco Gallo (laboratorio di scienze)',
    'Prof.ssa Elena Sala (laboratorio di informatica)',
    'Sig. Franco Riva (palestra)',
  ],
  sites: [
    {
      code: 'RM01',
      description: 'Sede centrale "G. Mazzini"',
      address: 'Via dei Gracchi 12',
      city: 'Roma',
      locations: [
        ['A01', 'Presidenza'],
        ['A02', 'Segreteria amministrativa'],
        ['A10', 'Aula 1A'],
        ['A11', 'Aula 1B'],
        ['L01', 'Laboratorio di scienze', 0],
        ['L02', 'Laboratorio di informatica', 1],
        ['P01', 'Palestra', 2],
      ],
    },
    {
      code: 'RM02',
      description: 'Plesso "Gianni Rodari"',
      address: 'Via Ostiense 140',
      city: 'Roma',
      locations: [
        ['B01', 'Aula 2A'],
        ['B02', 'Aula 2B'],
        ['B10', 'Biblioteca'],
        ['L01', 'Aula multimediale', 1],
      ],
    },
  ],
  creditors: [
    { vendorType: 'G', businessName: 'Arredi Scolastici Lazio srl', vatNumber: '00743110157' },
    { vendorType: 'G', businessName: 'Informatica Roma spa', vatNumber: '12345678903' },
    { vendorType: 'G', businessName: 'Libreria Centrale snc', vatNumber: '01234567897' },
    { vendorType: 'G', businessName: 'Scientifica Didattica srl', vatNumber: '04567890126' },
    { vendorType: 'G', businessName: 'Musica e Sport snc', vatNumber: '09123456783' },
    { vendorType: 'F', name: 'Mario', surname: 'Rossi', fiscalCode: 'RSSMRA85T10A562S' },
  ],
};

/** The school's heading on prints, and the short one on labels. */
export interface SchoolHeadings {
  heading: string;
  labelHeading: string;
}

/** The demo school's admin lists, so a new user finds a school already set up. */
export async function seedDemoLists(db: Db, customerCode: string, headings: SchoolHeadings): Promise<void> {
  await inTenantTransaction(db, customerCode, async (tx) => {
    await tx
      .update(schoolData)
      .set({ heading: headings.heading, labelHeading: headings.labelHeading })
      .where(eq(schoolData.customerCode, customerCode));
    const subConsigneeIds = await insertSubConsignees(tx, customerCode);
    for (const site of firstSchool.sites) {
      const { locations: siteLocations, ...fields } = site;
      const [saved] = await tx
        .insert(sites)
        .values({ customerCode, ...fields })
        .returning({ id: sites.id });
      if (!saved) throw new Error('demo site not saved');
      await tx.insert(locations).values(
        siteLocations.map(([code, description, subConsignee]) => ({
          customerCode,
          siteId: saved.id,
          code,
          description,
          subConsigneeId: subConsignee === undefined ? null : (subConsigneeIds[subConsignee] ?? null),
        })),
      );
    }
    await tx
      .insert(creditors)
      .values(firstSchool.creditors.map((c) => ({ customerCode, ...c, displayName: partyDisplayName(c) })));
    const comune = { vendorType: 'G', businessName: 'Comune di Roma', vatNumber: '02438750586' } as const;
    await tx.insert(debtors).values({
      customerCode,
      ...comune,
      displayName: partyDisplayName(comune),
      city: 'Roma',
      province: 'RM',
    });
    await tx
      .insert(administrations)
      .values({ customerCode, description: 'Ufficio Scolastico Regionale per il Lazio', city: 'Roma' });
  });
}

async function insertSubConsignees(tx: Tx, customerCode: string): Promise<number[]> {
  const rows = await tx
    .insert(subConsignees)
    .values(firstSchool.subConsignees.map((description) => ({ customerCode, description })))
    .returning({ id: subConsignees.id });
  return rows.map((r) => r.id);
}
