import type { Guide } from './guide-types.ts';

/** The user guide in English: the screens as they are, in the order a new user meets them. */
export const guideEn: Guide = {
  sections: [
    {
      id: 'sign-in',
      title: 'Signing in and the session',
      summary: 'Signing in, staying signed in with "Remember me", signing out and changing user.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Inventario opens at the address the school was given (for example https://school.example.it/inventario/). Opened under another name of the same server, the application first moves to the configured address, so that the sign-in succeeds.',
        },
        {
          kind: 'steps',
          items: [
            'On the "Sign in to your account" page, type the username and password the school gave you.',
            'Tick "Remember me" only on a personal computer: the sign-in then lasts 30 days, even after the browser is closed.',
            'Press "Sign in": you reach the Dashboard, or the page you were opening.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'After a few wrong passwords the page asks you to wait a few seconds before trying again; if the attempts go on, signing in is locked for a while and the message says until when. The lock applies to that username and to the computer the attempts come from.',
        },
        {
          kind: 'list',
          items: [
            'Coming back later to the application with "Remember me" on, the "Welcome back" dialog asks whether to continue as the same user or change user.',
            'If the session expires while you work, a dialog offers to sign in again without leaving the page, or to sign out.',
            "At the first sign-in of the year, if the current year's financial year is not open yet, the application offers to open it; a school with no financial year is led to the Financial years page.",
            'The user menu (top right, with your initials) holds your roles, News, External movements, the links to your account and to the password change, Authorizations, Publications and "Log out". On a phone it also switches to the dark theme.',
          ],
        },
        {
          kind: 'note',
          text: 'A user without the Inventory licence (INV) sees the "Access not authorised" page with only a Sign out button: the licence is asked of the vendor\'s support.',
        },
      ],
    },
    {
      id: 'dashboard',
      title: 'Dashboard',
      summary: 'The inventory at a glance: five cards with figures and links.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Dashboard is the first page after signing in. Its figures are computed on the spot by the server and follow the latest open financial year.',
        },
        {
          kind: 'list',
          items: [
            '"Last movements": the latest vouchers (charges, proposals, discharges, value vouchers) with their date, number of assets and value; a click opens the voucher.',
            '"Waiting assets and assets in discharge proposals": how many assets wait to be charged and how many are in discharge proposals, with links to both lists.',
            '"Movements of financial year": the current value of the inventory and of the durable assets, and a chart of the year\'s movements by type.',
            '"Assets by category" and "Movable assets by subcategory": how the assets\' value divides; a category code comes with its register, because different registers use the same codes.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'At the top, the bar shows the school in use, the number of external movements waiting to be charged (the arrows) and the unread news (the bell). The question mark opens this guide, the News and Support.',
        },
      ],
    },
    {
      id: 'financial-years',
      title: 'Financial years',
      summary: 'Opening, closing (with or without depreciation), reopening and deleting a year.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Every movement belongs to the financial year of its date's year, which must exist and be open. At most two years can be open; a new year always starts on 1 January. The page is under Periodic functions › Financial years.",
        },
        {
          kind: 'list',
          items: [
            '"New financial year" opens the year after the latest. With two years already open the application refuses and explains that the older one must be closed first.',
            '"Close year" always closes the older open year. The closing date cannot precede the year\'s last movement, and discharge proposals confirmed but not yet discharged prevent the close.',
            'Closing "with depreciation" writes, for each register, a decrease voucher with the year\'s depreciation (Periodic functions › Annual depreciation shows the preview first). The close saves the registers\' pictures, which "Register pictures" shows.',
            '"Reopen year" reopens the latest closed year: its depreciation vouchers are taken back and the assets get their previous value.',
            '"Delete year" deletes only the latest year, when it is open and has no movements. With movements the button is disabled and, hovered or reached with the Tab key, says how many movements the year has.',
          ],
        },
      ],
    },
    {
      id: 'charges',
      title: 'Charges',
      summary: 'Entering assets in the inventories with a charge voucher, step by step.',
      blocks: [
        {
          kind: 'paragraph',
          text: "A charge voucher enters assets in the inventories. Each voucher has a number per year; each asset takes its register's next inventory number, or the durable assets' number when it is worth less than 200 euros. The numbers follow each other without gaps: they are never chosen nor reused.",
        },
        {
          kind: 'steps',
          items: [
            'From Movements › Charges press "New charge".',
            '"Movement type": choose where the assets come from: new assets, waiting assets, a complete universality, or the imported external movements.',
            '"Assets": add assets with "New asset" (description, category and subcategory, historical price VAT included, site and location, identification data) or choose them from the waiting assets. A voucher holds at most 600 assets.',
            '"Details": movement date, reason, supplier, document, delivery and order, notes. The date cannot precede the last recorded movement, and its financial year must be open.',
            'Press "Charge the assets": the confirmation sums up the inventory and the durable assets.',
          ],
        },
        {
          kind: 'list',
          items: [
            "The 200-euro threshold: a price from 200 euros up goes in the inventory of the subcategory's register, below 200 euros among the durable assets. A price that crosses the threshold asks for a confirmation.",
            'Prices are typed the Italian way (1.234,56); decimals past the second are cut.',
            'Required fields carry an asterisk; a missing value is said under its field ("Required").',
            'In the list of charges the voucher number is a link; from the keyboard, the arrows move between rows and Enter opens a voucher.',
            'From the detail, "Edit" reopens the voucher in its three steps. Only the latest charge can change its assets; date, prices and subcategories no longer change once a later movement holds its assets, while notes and descriptive data stay editable.',
            '"Delete" is possible only for the latest charge with no assets in later movements: its numbers become available again. When it is not possible, the button is disabled and says why.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'External movements (the arrows at the top) are supplies that came from the school\'s other applications. Warehouse movements must first be completed (supplier, and each good\'s description, subcategory and location); then, choosing those of one supplier, "Charge the selected" turns them into a charge voucher.',
        },
      ],
    },
    {
      id: 'discharges',
      title: 'Discharge proposals and discharges',
      summary:
        'Taking assets out of the inventories: the proposal, its confirmation and the discharge voucher.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Assets out of use, given away or lost leave the inventories with a discharge voucher, usually after a discharge proposal confirmed by the head teacher.',
        },
        {
          kind: 'steps',
          items: [
            'Movements › Discharge proposals › "New proposal": choose charged assets, then reason, progressive number and notes. The proposal goes in the older open financial year.',
            'In the proposal\'s detail, "Confirm" takes it from "To be confirmed" to "Confirmed"; "Back to be confirmed" takes it back until it is discharged. If an asset\'s value changed in the meantime, the confirmation says so and asks to go on.',
            'From a confirmed proposal, "Discharge" prepares the discharge voucher with its assets; Movements › Discharges › "New discharge" can also start from several proposals or from charged assets chosen directly.',
            "The discharge's details hold the reason, where the assets go (a debtor), the head teacher's measure (protocol number and date) and the liability statement (art. 33): nobody liable, or the name of who answers for the loss.",
          ],
        },
        {
          kind: 'list',
          items: [
            'Assets go from "Charged" to "In proposal", then "Discharged"; deleting the discharge or the proposal brings them back to their previous status.',
            "Only the year's latest proposal (to be confirmed) and the latest discharge, with no later movements on their assets, can be deleted; otherwise the button says why.",
          ],
        },
      ],
    },
    {
      id: 'value-vouchers',
      title: 'Value vouchers and depreciation',
      summary: "Changing assets' values: decreases, increases and the annual depreciation.",
      blocks: [
        {
          kind: 'paragraph',
          text: 'A decrease voucher lowers the current value of inventory assets (write-down, wear), an increase voucher raises it (extraordinary maintenance, improvements). The historical price never changes.',
        },
        {
          kind: 'steps',
          items: [
            'Movements › Value vouchers: "New decrease voucher" or "New increase voucher".',
            'Choose the reason of the variation: when it is missing the field says so ("Required") and the step does not go on.',
            "Add charged assets and type each one's variation in euros: the table shows the new value. A decrease cannot take a value below zero.",
            'In the details choose the date and save. If a new value crosses 200 euros, the application asks to confirm that the asset changes class.',
          ],
        },
        {
          kind: 'list',
          items: [
            'Only the latest voucher of its type, in an open year and with no later movements, can be edited or deleted.',
            'Depreciation vouchers ("DEP") are written only by closing a year with depreciation; Periodic functions › Annual depreciation shows per register what will be depreciated, and the year can be closed from there.',
          ],
        },
      ],
    },
    {
      id: 'assets',
      title: 'Assets and universalities',
      summary: 'Finding assets, recording waiting assets, editing them, grouping them in universalities.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Assets page lists all the school\'s assets with inventory (or durable) number, description, subcategory, location, historical price, current value and status. The filters (register, category, subcategory, site, location, status, type, text and number ranges) apply at once or with "Search"; on a phone they sit behind the "Filters" button, which says how many are active.',
        },
        {
          kind: 'list',
          items: [
            '"New waiting asset" records an asset that arrived but is not charged yet; the "Waiting assets" tab gathers them and "Charge" opens a new charge with the asset chosen.',
            "An asset's description has at most 255 characters; every text field shows a counter of the characters used under it.",
            "A click on the description opens the asset's card with its history: charge, moves, value changes, proposals and discharges, with links to the vouchers.",
            'Of a charged asset, the descriptive data can change (description, location, serial number, brand, notes…); price, subcategory and universality change only through movements. Subcategory change and Location change (under Administration) move many assets at once.',
            '"Multiple edit": with several assets ticked, it sets for all of them the site and location, serial number, chassis, licence plate, editor or author.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A universality is a set of assets each worth less than 200 euros that together make one asset (a laboratory, for instance). The Universalities page creates one and adds waiting assets or new components to it; once its total reaches 200 euros it is complete and is charged under a single inventory number.',
        },
      ],
    },
    {
      id: 'admin-lists',
      title: 'Admin lists and general data',
      summary: "Sites and locations, categories, sub-consignees, suppliers, debtors and the school's data.",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Administration › Admin lists gathers the lists the other pages choose from. Each list has search, add, edit and delete; an element in use (a site with assets, for instance) cannot be deleted, and the message says so.',
        },
        {
          kind: 'list',
          items: [
            'Sites and locations: each site has a unique code; each location (classroom, laboratory, office) has a code unique within its site, a floor, a room number and a sub-consignee. A location holding assets cannot be deactivated.',
            'Categories and subcategories: per register, with the depreciation rate valid from a year and the Model K aggregation.',
            'Sub-consignees: the people the assets of the locations are entrusted to, with their fiscal code.',
            'Creditors (suppliers), Debtors (where discharged assets go), Administrations and Aggregations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Administration › General data holds the heading printed at the top of every print, the short heading of the labels, the head teacher and the DSGA (updated from the customer area with "Synchronise DS and DSGA"), the date of the last renewal, the first-year depreciation rule and the last durable numbers.',
        },
      ],
    },
    {
      id: 'prints',
      title: 'Prints and generated documents',
      summary: 'Registers, minutes, lists, and downloading them.',
      blocks: [
        {
          kind: 'paragraph',
          text: "Prints › New print groups the documents in Registers (inventory register, analytic registers, durable assets, Model K), Minutes (sub-consignees' nomination, DSGA handover, handing assets over and back), Lists and other (subcategories summary, assets by supplier, by site, by original number, relocations, Model 24) and Barcodes and labels.",
        },
        {
          kind: 'steps',
          items: [
            "Choose the group and the document type: the dialog shows only that type's fields (register, year, dates, sub-consignee, supplier, site…), the required ones with an asterisk.",
            'Dates of registers and summaries stay inside the chosen year; the proposed date is today for the current year, 31 December for the other open ones, the closing date for closed ones.',
            "Some types ask for one more choice: Model K's subcategories (each needs its aggregation), the sub-consignees, the locations or the sites.",
            'Press "Generate": the print is queued and the message leads to Generated documents, where "Ready" shows once the document is available.',
          ],
        },
        {
          kind: 'list',
          items: [
            "Generated documents lists the school's documents with their status (Queued, Processing, Ready, Failed), who asked for them and when; ready ones download as PDF (and ZPL for Zebra labels). The list reloads by itself when a document is ready.",
            'Each user has one print at a time: while the previous one is processing, a new one is refused with an advice.',
            'Prints signed by the head teacher and the DSGA check that their names are in the General data, and offer to synchronise them.',
            'Publications, in the user menu, shows only the documents you asked for.',
          ],
        },
      ],
    },
    {
      id: 'labels',
      title: 'Labels and barcodes',
      summary: "Setting up the formats and printing the assets' labels.",
      blocks: [
        {
          kind: 'paragraph',
          text: "Administration › Label settings lists the formats: four standard ones, which cannot change, and the school's own. A sheet format has rows and columns; a Zebra format prints one label at a time. Each format also sets the barcode's scale.",
        },
        {
          kind: 'steps',
          items: [
            'Prints › New print › Barcodes and labels.',
            "Choose the format and the heading: the school's, or another text (custom labels). The heading has at most 100 characters on two-column labels, 60 on three-column ones and 40 on the Zebra; the counter shows it.",
            "Choose which assets: by site and location, by a range of a register's inventory numbers, or by a range of original inventory numbers; the original number can be printed too.",
            'On the sheet\'s grid choose the first free label (row and column), to use a sheet already started, and press "Generate".',
          ],
        },
      ],
    },
    {
      id: 'support',
      title: 'Support',
      summary: 'Whom to ask, and what to tell them to be helped quickly.',
      blocks: [
        {
          kind: 'paragraph',
          text: "For a question about how to do something, first ask the DSGA or whoever keeps the inventory at the school. For a problem of the application (a page that does not load, a failed print, a missing licence) contact the vendor's support with the details below.",
        },
        {
          kind: 'list',
          items: [
            'What you were doing, on which page, and the message shown (a screenshot helps).',
            'The day and time, your username and the school code: the "Details for support" box on this page sums them up.',
            "The application's version, written at the bottom of every page.",
          ],
        },
        {
          kind: 'list',
          items: [
            '"Too many failed attempts": wait for the time shown, then try again with the right password.',
            '"The previous print is still being processed": wait until the document is ready in Generated documents.',
            'A list that fails to load shows why and "Retry"; if the error stays, report it to support.',
            'A page that does not exist leads to "Page not found": pages reserved to support staff are not shown to schools.',
          ],
        },
      ],
    },
  ],
};
