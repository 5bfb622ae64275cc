# SPDX-License-Identifier: GPL-3.0-or-later
# Linux desktop integration and the Debian package; included by cmake/Packaging.cmake.

set(KVPLAN_LINUX_DIR "${PROJECT_SOURCE_DIR}/packaging/linux")
set(KVPLAN_LINUX_OUT "${PROJECT_BINARY_DIR}/packaging/linux")

# Desktop entry, AppStream metadata, MIME type (*.kvplan.json opens in kvplanner) and the icon:
# the SVG for any size and PNGs for desktops and menus that do not draw SVG.
install(FILES "${KVPLAN_LINUX_DIR}/${KVPLAN_APP_ID}.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${KVPLAN_LINUX_DIR}/${KVPLAN_APP_ID}.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${KVPLAN_LINUX_DIR}/kvplan-mime.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" RENAME kvplanner.xml)
install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/kvplanner.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
        RENAME "${KVPLAN_APP_ID}.svg")
foreach(size 48 128 256)
  install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/kvplanner-${size}.png"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
          RENAME "${KVPLAN_APP_ID}.png")
endforeach()

# Manual pages (the version filled in from project()) and the changelog, compressed as Debian
# wants them: gzip -9 without a time stamp, so that two builds give the same bytes.
find_program(KVPLAN_GZIP gzip REQUIRED)
set(KVPLAN_COMPRESSED)
# The engine ids (core/CMakeLists.txt, from core/src/engines/kinds/).
get_property(KVPLAN_ENGINE_CHOICES GLOBAL PROPERTY KVPLAN_ENGINE_CHOICES)
foreach(page kvplan.1 kvplanner.1)
  configure_file("${KVPLAN_LINUX_DIR}/${page}.in" "${KVPLAN_LINUX_OUT}/${page}" @ONLY)
  list(APPEND KVPLAN_COMPRESSED "${KVPLAN_LINUX_OUT}/${page}")
endforeach()
configure_file("${KVPLAN_LINUX_DIR}/changelog" "${KVPLAN_LINUX_OUT}/changelog" COPYONLY)
list(APPEND KVPLAN_COMPRESSED "${KVPLAN_LINUX_OUT}/changelog")
set(KVPLAN_GZIPPED)
foreach(file IN LISTS KVPLAN_COMPRESSED)
  add_custom_command(OUTPUT "${file}.gz"
                     COMMAND "${KVPLAN_GZIP}" -9 -n -c "${file}" > "${file}.gz"
                     DEPENDS "${file}" VERBATIM)
  list(APPEND KVPLAN_GZIPPED "${file}.gz")
endforeach()
add_custom_target(kvplan_linux_docs ALL DEPENDS ${KVPLAN_GZIPPED})
install(FILES "${KVPLAN_LINUX_OUT}/kvplan.1.gz" "${KVPLAN_LINUX_OUT}/kvplanner.1.gz"
        DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")

# Documentation: the README and docs/ as they are in the repository (their links keep working),
# the Debian copyright file with the third-party notices, and the changelog.
install(FILES "${PROJECT_SOURCE_DIR}/README.md" "${KVPLAN_LINUX_DIR}/copyright"
              "${KVPLAN_LINUX_OUT}/changelog.gz"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}/docs"
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png")

# The hardening Debian gives its own packages (dpkg-buildflags): stack protector, fortified libc
# calls where the compiler optimises, a read-only GOT resolved at start.
foreach(target kvplan_core kvplan_ui kvplan kvplan_render kvplanner)
  target_compile_options(${target} PRIVATE -fstack-protector-strong)
  target_compile_definitions(${target} PRIVATE
    $<$<CONFIG:Release,RelWithDebInfo,MinSizeRel>:_FORTIFY_SOURCE=2>)
endforeach()
foreach(target kvplan kvplan_render kvplanner)
  target_link_options(${target} PRIVATE LINKER:-z,relro LINKER:-z,now)
endforeach()
# CPack strips with plain `strip`; the compiler's .comment and the .note section go too, as
# dh_strip does for Debian's packages.
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    foreach(program kvplan kvplanner)
      execute_process(COMMAND \"${CMAKE_STRIP}\" --remove-section=.comment --remove-section=.note
                              \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/\${program}\"
                      COMMAND_ERROR_IS_FATAL ANY)
    endforeach()
    execute_process(COMMAND \"${CMAKE_STRIP}\" --strip-unneeded --remove-section=.comment
                            --remove-section=.note
                            \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${KVPLAN_RENDER_MODULE_INSTALL_DIR}/kvplan-render.so\"
                    COMMAND_ERROR_IS_FATAL ANY)
  endif()
")

# The Debian package.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${KVPLAN_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${KVPLAN_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "KV Planner sizes LLM inference servers that offload the KV cache to CPU
memory and NVMe. From the model, the GPUs, the number of users and the
context length it computes the GPU KV cache and the conversations it holds,
the pinned CPU-memory tier that keeps every user warm, the DIMM layout of
every socket, the PCIe reload time and the NVMe write budget. Every figure
shows its formula with the scenario's numbers.
.
This package holds the desktop application (kvplanner), the command-line
tool (kvplan), which also writes the launch commands of vLLM, SGLang,
LMCache and NVIDIA Dynamo, and example scenarios.")
# Shared-library dependencies come from dpkg-shlibdeps: Debian's Qt 6 and QCustomPlot packages,
# never bundled copies (nlohmann_json is header-only and compiled in). The X11 and offscreen
# platform plugins are part of libqt6gui6; Wayland sessions want qt6-wayland (without it Qt runs
# through XWayland), and libqt6svg6 draws the SVG icon where the PNG sizes do not fit.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
