import { Migration } from '@mikro-orm/migrations';

/** Catalogue, subscriptions and the points ledger (issue 4). */
export class Migration20261121150000Billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table product (
      id integer primary key,
      name varchar(100) not null,
      price integer not null default 0 check (price >= 0),
      type integer not null default 0,
      stage smallint not null check (stage between 1 and 3),
      href varchar(200) not null default '',
      extend jsonb not null default '{}',
      category smallint not null check (category between 1 and 5),
      coming_soon boolean not null default false,
      sort integer not null default 0
    )`);
    this.addSql(`create table subscription_plan (
      id serial primary key,
      product_id integer not null references product (id),
      edition varchar(16) not null check (edition in ('basic', 'advanced', 'supreme')),
      years smallint null check (years between 1 and 10),
      price integer not null check (price >= 0),
      unique (product_id, edition, years)
    )`);
    // The catalogue of seed 000 section 1 (reference data; later changes come as new migrations).
    this.addSql(`insert into product (id, name, price, type, stage, href, extend, category, coming_soon, sort) values
      (1, 'Trajectory', 50, 1, 2, '/trajectory/index', '{"code": "facebone", "imgUrl": "/images/products/facebone.png", "desCode": "product.facebone.description"}', 2, false, 1),
      (2, 'SmartFace', 80, 2, 2, '/smart-face/index', '{"code": "facescan", "imgUrl": "/images/products/facescan.png", "desCode": "product.facescan.description"}', 3, false, 2),
      (3, 'TrajectoryCT', 100, 3, 2, '/trajectory-ct/index', '{"code": "ct-facebone", "imgUrl": "/images/products/ct-facebone.png", "desCode": "product.ct-facebone.description"}', 2, false, 3),
      (4, 'Crown', 30, 4, 2, '/crown/design', '{"code": "crowndesign", "imgUrl": "/images/products/crowndesign.png", "desCode": "product.crowndesign.description"}', 3, false, 4),
      (5, 'TrajectoryComparison', 0, 0, 1, '/trajectory-comparsion/index', '{"code": "trajectory-comparison", "imgUrl": "/images/products/trajectory-comparison.png", "desCode": "product.trajectory-comparison.description"}', 1, false, 5),
      (6, 'TrajectoryCTMotion', 0, 0, 1, '/trajectory-ct-motion/index', '{"code": "trajectory-ct-motion", "imgUrl": "/images/products/trajectory-ct-motion.png", "desCode": "product.trajectory-ct-motion.description"}', 1, false, 6),
      (101, 'Abutment design', 0, 0, 2, '', '{"code": "abutment", "imgUrl": "/images/products/abutment.png", "desCode": "product.abutment.description"}', 3, true, 101),
      (102, 'Surgical guide design', 0, 0, 2, '', '{"code": "surgical-guide", "imgUrl": "/images/products/surgical-guide.png", "desCode": "product.surgical-guide.description"}', 3, true, 102),
      (103, 'Bridge design', 0, 0, 2, '', '{"code": "bridge", "imgUrl": "/images/products/bridge.png", "desCode": "product.bridge.description"}', 3, true, 103),
      (104, 'Orthodontic tooth arrangement', 0, 0, 2, '', '{"code": "orthodontic-arrangement", "imgUrl": "/images/products/orthodontic-arrangement.png", "desCode": "product.orthodontic-arrangement.description"}', 2, true, 104),
      (105, 'Implant diagnosis', 0, 0, 2, '', '{"code": "implant-diagnosis", "imgUrl": "/images/products/implant-diagnosis.png", "desCode": "product.implant-diagnosis.description"}', 1, true, 105),
      (106, 'Periodontitis diagnosis', 0, 0, 2, '', '{"code": "periodontitis-diagnosis", "imgUrl": "/images/products/periodontitis-diagnosis.png", "desCode": "product.periodontitis-diagnosis.description"}', 1, true, 106),
      (107, 'Oral cancer screening', 0, 0, 2, '', '{"code": "oral-cancer-screening", "imgUrl": "/images/products/oral-cancer-screening.png", "desCode": "product.oral-cancer-screening.description"}', 1, true, 107),
      (108, 'Smart clinic', 0, 0, 2, '', '{"code": "smart-clinic", "imgUrl": "/images/products/smart-clinic.png", "desCode": "product.smart-clinic.description"}', 4, true, 108),
      (109, 'Intelligent manufacturing', 0, 0, 2, '', '{"code": "intelligent-manufacturing", "imgUrl": "/images/products/intelligent-manufacturing.png", "desCode": "product.intelligent-manufacturing.description"}', 5, true, 109)`);
    this.addSql(`insert into subscription_plan (product_id, edition, years, price) values
      (1, 'basic', 1, 500),
      (1, 'basic', 3, 1500),
      (1, 'advanced', 1, 750),
      (1, 'advanced', 3, 2250),
      (1, 'supreme', 1, 1000),
      (1, 'supreme', 3, 3000),
      (1, 'supreme', null, 5000),
      (2, 'basic', 1, 800),
      (2, 'basic', 3, 2400),
      (2, 'advanced', 1, 1200),
      (2, 'advanced', 3, 3600),
      (2, 'supreme', 1, 1600),
      (2, 'supreme', 3, 4800),
      (2, 'supreme', null, 8000),
      (3, 'basic', 1, 1000),
      (3, 'basic', 3, 3000),
      (3, 'advanced', 1, 1500),
      (3, 'advanced', 3, 4500),
      (3, 'supreme', 1, 2000),
      (3, 'supreme', 3, 6000),
      (3, 'supreme', null, 10000),
      (4, 'basic', 1, 300),
      (4, 'basic', 3, 900),
      (4, 'advanced', 1, 450),
      (4, 'advanced', 3, 1350),
      (4, 'supreme', 1, 600),
      (4, 'supreme', 3, 1800),
      (4, 'supreme', null, 3000)`);
    this.addSql('create sequence points_order_number_seq');
    this.addSql(`create table points_order (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      user_id integer null references app_user (id),
      number varchar(32) not null unique
        default 'OD' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('points_order_number_seq')::text, 8, '0'),
      type smallint not null check (type between 1 and 7),
      amount integer not null,
      detail varchar(500) not null default '',
      status smallint not null check (status between 1 and 3),
      product_id integer null references product (id),
      case_group_id integer null,
      subscription_id integer null,
      provider varchar(16) null,
      idempotency_key varchar(128) null,
      created_at timestamptz not null default now(),
      finished_at timestamptz null,
      unique (practice_id, idempotency_key)
    )`);
    this.addSql(
      'create index points_order_practice_created_index on points_order (practice_id, created_at desc, id desc)',
    );
    this.addSql('create index points_order_case_group_index on points_order (case_group_id)');
    this.addSql(`create table subscription (
      id serial primary key,
      practice_id integer not null references practice (id) on delete cascade,
      product_id integer not null references product (id),
      plan_id integer not null references subscription_plan (id),
      edition varchar(16) not null,
      started_at timestamptz not null default now(),
      expired_at timestamptz not null,
      long_term boolean not null default false,
      cancelled_at timestamptz null,
      order_id integer null references points_order (id)
    )`);
    this.addSql(
      'create index subscription_practice_product_index on subscription (practice_id, product_id, expired_at)',
    );
    this.addSql(
      'alter table points_order add constraint points_order_subscription_fk foreign key (subscription_id) references subscription (id)',
    );
  }
}
