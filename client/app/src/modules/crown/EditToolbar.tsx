import {
  Button,
  Field,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Slider,
  Text,
  ToggleButton,
  Toolbar,
  ToolbarDivider,
  tokens,
} from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import type { BrushSettings, CrownMap, CrownTool } from '@odontia/viewer';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  slider: { width: '140px' },
});

const TOOLS: { tool: CrownTool; labelId: string }[] = [
  { tool: null, labelId: 'crown.tool.none' },
  { tool: 'deform', labelId: 'crown.tool.deform' },
  { tool: 'lattice', labelId: 'crown.tool.lattice' },
  { tool: 'add', labelId: 'crown.tool.add' },
  { tool: 'remove', labelId: 'crown.tool.remove' },
  { tool: 'smooth', labelId: 'crown.tool.smooth' },
];

const MAPS: { map: CrownMap; labelId: string }[] = [
  { map: 'none', labelId: 'crown.map.none' },
  { map: 'thickness', labelId: 'crown.map.thickness' },
  { map: 'contact', labelId: 'crown.map.contact' },
];

interface Props {
  tool: CrownTool;
  onTool(tool: CrownTool): void;
  brush: BrushSettings;
  onBrush(brush: BrushSettings): void;
  map: CrownMap;
  onMap(map: CrownMap): void;
  /** Thinnest wall and closest contact of the crown as it is now (mm). */
  summary: { thinnest: number; closest: number };
  /** Tools of the Recover steps, oldest first. */
  steps: string[];
  onRecover(count: number): void;
}

// a hundredth either side of zero reads 0.00, not -0.00
const mm = (value: number) => (Number.isFinite(value) ? (Math.abs(value) < 0.005 ? 0 : value).toFixed(2) : '–');

/** The crown editing toolbar: tools, brush size and strength, colour maps, Recover. */
export function EditToolbar({ tool, onTool, brush, onBrush, map, onMap, summary, steps, onRecover }: Props) {
  const styles = useStyles();
  const t = useT();
  const toolName = (id: string) => t(TOOLS.find((x) => x.tool === id)?.labelId ?? 'crown.tool.none');
  return (
    <div className={styles.root} data-testid="crown-edit-toolbar">
      <Toolbar size="small">
        {TOOLS.map(({ tool: id, labelId }) => (
          <ToggleButton
            key={labelId}
            size="small"
            checked={tool === id}
            data-testid={`crown-tool-${id ?? 'none'}`}
            onClick={() => onTool(id)}
          >
            {t(labelId)}
          </ToggleButton>
        ))}
        <ToolbarDivider />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" icon={<HistoryRegular />} disabled={steps.length === 0} data-testid="crown-recover">
              {t('crown.recover')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => onRecover(0)}>{t('crown.recover.original')}</MenuItem>
              {steps.slice(0, -1).map((stepTool, i) => (
                <MenuItem key={i} onClick={() => onRecover(i + 1)}>
                  {t('crown.recover.step', { index: i + 1, tool: toolName(stepTool) })}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </Toolbar>
      <Field label={`${t('crown.brush.size')}: ${brush.radius.toFixed(1)} mm`} orientation="horizontal">
        <Slider
          className={styles.slider}
          min={0.3}
          max={4}
          step={0.1}
          value={brush.radius}
          onChange={(_, data) => onBrush({ ...brush, radius: data.value })}
        />
      </Field>
      <Field label={`${t('crown.brush.strength')}: ${Math.round(brush.strength * 100)}%`} orientation="horizontal">
        <Slider
          className={styles.slider}
          min={5}
          max={100}
          value={Math.round(brush.strength * 100)}
          onChange={(_, data) => onBrush({ ...brush, strength: data.value / 100 })}
        />
      </Field>
      <Toolbar size="small" aria-label={t('crown.map.label')}>
        {MAPS.map(({ map: id, labelId }) => (
          <ToggleButton
            key={id}
            size="small"
            checked={map === id}
            data-testid={`crown-map-${id}`}
            onClick={() => onMap(id)}
          >
            {t(labelId)}
          </ToggleButton>
        ))}
      </Toolbar>
      <Text
        size={200}
        data-testid="crown-summary"
        data-thinnest-mm={summary.thinnest}
        data-closest-mm={summary.closest}
      >
        {t('crown.map.thinnest', { value: mm(summary.thinnest) })} ·{' '}
        {t('crown.map.closest', { value: mm(summary.closest) })}
      </Text>
    </div>
  );
}
