#!/usr/bin/env bash
# Produces fly-party.webm, the short clip the home page plays (committed; run again only to change it).
# Needs ffmpeg with libvpx and libfreetype (Debian: apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=854x480:r=25:d=8:c0=0x1e5aa8:c1=0xf4c48a:x0=0:y0=0:x1=0:y1=380:nb_colors=2:speed=0.00001:seed=1" \
  -vf "drawbox=x=0:y=370:w=iw:h=110:color=0x3d5a2a:t=fill,\
drawbox=x=300:y=370:w=260:h=110:color=0x9aa86a@0.5:t=fill,\
drawtext=fontfile=${font}:text='✈':fontsize=150:fontcolor=0x15181d:x='-180+t*140':y='120+18*sin(t*1.7)',\
drawtext=fontfile=${font}:text='✈':fontsize=70:fontcolor=0x2b2f36:x='200+t*60':y='60+10*sin(t*2.3)',\
drawtext=fontfile=${bold}:text='Fly Party':fontsize=44:fontcolor=white:x=40:y=400:box=1:boxcolor=black@0.45:boxborderw=12,\
drawtext=fontfile=${font}:text='Associazione Ali Storiche · demo':fontsize=22:fontcolor=0xe2e8f0:x=40:y=450" \
  -c:v libvpx -b:v 450k -crf 10 -deadline good -cpu-used 2 -g 50 -auto-alt-ref 0 -pix_fmt yuv420p \
  -an -fflags +bitexact -flags:v +bitexact -map_metadata -1 \
  fly-party.webm
ls -l fly-party.webm
